import { Input, Label, NumberField, Radio, RadioGroup } from 'react-aria-components';
import type { CustomRange, DateTimeGrain, DateTimeMode } from '../../../core/time-range';
import { Select } from '../Select';
import type { SelectOption } from '../selectModel';
import { DateTimeField } from './DateTimeField';

const MODES: readonly SelectOption[] = [
  { value: 'specific', label: 'Specific Date/Time' },
  { value: 'relative', label: 'Relative Date/Time' },
  { value: 'now', label: 'Now' },
  { value: 'today', label: 'Midnight' },
];

const GRAINS: readonly DateTimeGrain[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'];
const grainOptions = (direction: 'before' | 'after'): SelectOption[] =>
  GRAINS.map((g) => ({ value: g, label: `${g[0]!.toUpperCase()}${g.slice(1)}s ${direction}` }));
const SINCE_GRAINS = grainOptions('before');
const UNTIL_GRAINS = grainOptions('after');

const isMode = (v: unknown): v is DateTimeMode => MODES.some((m) => m.value === v);
const isGrain = (v: unknown): v is DateTimeGrain => GRAINS.includes(v as DateTimeGrain);

interface End {
  label: string;
  mode: DateTimeMode;
  datetime: string;
  grain: DateTimeGrain;
  grainValue: number;
  grains: readonly SelectOption[];
  set: (patch: { mode?: DateTimeMode; datetime?: string; grain?: DateTimeGrain; grainValue?: number }) => void;
}

function RangeEnd({ end }: { end: End }) {
  return (
    <fieldset className="time-range-end">
      <legend>{end.label}</legend>
      <Select
        label={`${end.label} mode`}
        hideLabel
        clearable={false}
        options={MODES}
        value={end.mode}
        onChange={(v) => isMode(v) && end.set({ mode: v })}
      />
      {end.mode === 'specific' && (
        <DateTimeField
          label={`${end.label} date and time`}
          value={end.datetime}
          onChange={(datetime) => end.set({ datetime })}
        />
      )}
      {end.mode === 'relative' && (
        <div className="time-range-relative">
          <NumberField
            minValue={1}
            value={Math.abs(end.grainValue)}
            onChange={(n) => Number.isFinite(n) && end.set({ grainValue: n })}
          >
            <Label className="time-range-field-label">{`${end.label} quantity`}</Label>
            <Input className="input" />
          </NumberField>
          <Select
            label={`${end.label} unit`}
            hideLabel
            clearable={false}
            options={end.grains}
            value={end.grain}
            onChange={(v) => isGrain(v) && end.set({ grain: v })}
          />
        </div>
      )}
    </fieldset>
  );
}

/**
 * S2.04: the Custom frame. 'START (INCLUSIVE)' and 'END (EXCLUSIVE)', each specific, relative (to the other end),
 * now or midnight today; when both ends are relative they count from the anchor, now or a chosen date-time.
 */
export function CustomFrame(props: { range: CustomRange; onChange: (range: CustomRange) => void }) {
  const { range, onChange } = props;
  const set = (patch: Partial<CustomRange>) => onChange({ ...range, ...patch });
  const since: End = {
    label: 'START (INCLUSIVE)',
    mode: range.sinceMode,
    datetime: range.sinceDatetime,
    grain: range.sinceGrain,
    grainValue: range.sinceGrainValue,
    grains: SINCE_GRAINS,
    set: (p) =>
      set({
        sinceMode: p.mode ?? range.sinceMode,
        sinceDatetime: p.datetime ?? range.sinceDatetime,
        sinceGrain: p.grain ?? range.sinceGrain,
        sinceGrainValue: p.grainValue ?? range.sinceGrainValue,
      }),
  };
  const until: End = {
    label: 'END (EXCLUSIVE)',
    mode: range.untilMode,
    datetime: range.untilDatetime,
    grain: range.untilGrain,
    grainValue: range.untilGrainValue,
    grains: UNTIL_GRAINS,
    set: (p) =>
      set({
        untilMode: p.mode ?? range.untilMode,
        untilDatetime: p.datetime ?? range.untilDatetime,
        untilGrain: p.grain ?? range.untilGrain,
        untilGrainValue: p.grainValue ?? range.untilGrainValue,
      }),
  };
  const anchored = range.sinceMode === 'relative' && range.untilMode === 'relative';
  return (
    <div className="time-range-custom">
      <RangeEnd end={since} />
      <RangeEnd end={until} />
      {anchored && (
        <div className="time-range-anchor">
          <RadioGroup
            value={range.anchorMode}
            onChange={(mode) =>
              set(
                mode === 'now'
                  ? { anchorMode: 'now', anchorValue: 'now' }
                  : { anchorMode: 'specific', anchorValue: range.untilDatetime },
              )
            }
          >
            <Label className="time-range-field-label">ANCHOR TO</Label>
            <Radio value="now" className="time-range-radio">
              NOW
            </Radio>
            <Radio value="specific" className="time-range-radio">
              Date/Time
            </Radio>
          </RadioGroup>
          {range.anchorMode === 'specific' && (
            <DateTimeField
              label="Anchor date and time"
              value={range.anchorValue}
              onChange={(anchorValue) => set({ anchorValue })}
            />
          )}
        </div>
      )}
    </div>
  );
}
