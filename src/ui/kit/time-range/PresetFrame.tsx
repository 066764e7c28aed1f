import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { RangeOption } from '../../../core/time-range';

/** A preset frame's choices as radios (S2.02): arrow keys move and choose, as a radio group does. */
export function PresetFrame(props: {
  label: string;
  options: readonly RangeOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <RadioGroup className="time-range-presets" value={props.value} onChange={props.onChange}>
      <Label className="time-range-field-label">{props.label}</Label>
      {props.options.map((o) => (
        <Radio key={o.value} value={o.value} className="time-range-radio">
          {o.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
