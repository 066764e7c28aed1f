import { parseDateTime, type CalendarDateTime } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';

function parse(value: string): CalendarDateTime | null {
  try {
    return parseDateTime(value.slice(0, 19));
  } catch {
    return null;
  }
}

/**
 * S2.04 / S2.07: a date-time picker to the second, typed segment by segment or picked on a calendar, formatted in
 * the locale of the nearest I18nProvider. The value is "YYYY-MM-DDTHH:mm:ss", read and written as UTC (no zone).
 */
export function DateTimeField(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <DatePicker
      className="time-range-date"
      granularity="second"
      hourCycle={24}
      value={parse(props.value)}
      onChange={(next) => {
        if (next) props.onChange(next.toString().slice(0, 19));
      }}
    >
      <Label className="time-range-field-label">{props.label}</Label>
      <Group className="time-range-date-group">
        <DateInput className="time-range-date-input">
          {(segment) => <DateSegment segment={segment} className="time-range-segment" />}
        </DateInput>
        <Button className="btn btn-icon">▾</Button>
      </Group>
      <Popover className="kit-popover">
        <Dialog className="time-range-calendar-dialog">
          <Calendar>
            <header className="time-range-calendar-header">
              <Button slot="previous" className="btn btn-icon">
                ‹
              </Button>
              <Heading />
              <Button slot="next" className="btn btn-icon">
                ›
              </Button>
            </header>
            <CalendarGrid>{(date) => <CalendarCell date={date} className="time-range-calendar-cell" />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
