import { Input, Label, TextField } from 'react-aria-components';
import { buildTimeRangeString, splitAdvancedRange } from '../../../core/time-range';
import { Tip } from '../Tip';

/** S2.03: what the Advanced inputs accept, on the grammar of src/core/time-range. */
const HELP = [
  ['DATETIME("text")', "a date-time: '2020-01-01', 'now', 'today', '7 days ago', 'last Monday'"],
  ['DATEADD(expr, n, unit)', 'shifts by n units: year, quarter, month, week, day, hour, minute or second'],
  ['DATETRUNC(expr, unit)', 'the start of the unit that holds the date (weeks start on Monday)'],
  ['LASTDAY(expr, unit)', 'the last day of the year, quarter, month or week that holds the date'],
  [
    'HOLIDAY("name"[, expr][, "country"])',
    'a holiday in the year of the date, e.g. HOLIDAY("Christmas", DATETIME("2020"), "US")',
  ],
] as const;

/** The Advanced frame: free 'since' and 'until' expressions; the value always holds the ' : ' separator. */
export function AdvancedFrame(props: { value: string; onChange: (value: string) => void }) {
  const { since, until } = splitAdvancedRange(props.value);
  return (
    <div className="time-range-advanced">
      <div className="time-range-help">
        <Tip
          placement="end"
          content={
            <dl className="time-range-help-list">
              {HELP.map(([term, meaning]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{meaning}</dd>
                </div>
              ))}
            </dl>
          }
        >
          <button type="button" className="btn btn-icon" aria-label="Time range functions">
            ?
          </button>
        </Tip>
      </div>
      <TextField value={since} onChange={(next) => props.onChange(buildTimeRangeString(next, until))}>
        <Label className="time-range-field-label">since</Label>
        <Input className="input" />
      </TextField>
      <TextField value={until} onChange={(next) => props.onChange(buildTimeRangeString(since, next))}>
        <Label className="time-range-field-label">until</Label>
        <Input className="input" />
      </TextField>
    </div>
  );
}
