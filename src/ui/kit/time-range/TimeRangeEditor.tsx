import { useState } from 'react';
import { Button } from 'react-aria-components';
import {
  decodeCustomRange,
  encodeCustomRange,
  frameOptions,
  openTimeRange,
  TIME_RANGE_FRAMES,
  valueForFrame,
  type CustomRange,
  type Frame,
} from '../../../core/time-range';
import { TabSet } from '../TabSet';
import { ActualTimeRange } from './ActualTimeRange';
import { AdvancedFrame } from './AdvancedFrame';
import { CustomFrame } from './CustomFrame';
import type { TimeRangeResolver } from './resolver';
import { PresetFrame } from './PresetFrame';
import { useActualTimeRange } from './useActualTimeRange';

interface Draft {
  frame: Frame;
  value: string;
  /** The Custom frame's fields: kept as they are, since a relative end cannot be read back from its DATEADD text. */
  custom: CustomRange;
}

const isFrame = (id: string): id is Frame => (TIME_RANGE_FRAMES as readonly string[]).includes(id);

/**
 * The body of 'Edit time range': the frame tabs (the initial one guessed from the value), the chosen frame's inputs,
 * the 'Actual time range' and CANCEL / APPLY; APPLY stays disabled until the edited range resolves (S2.01).
 */
export function TimeRangeEditor(props: {
  value: string | null | undefined;
  /** The range an empty value stands for (DEFAULT_TIME_FILTER, else 'No filter'). */
  fallback: string;
  now: Date;
  resolver: TimeRangeResolver;
  debounceMs?: number;
  onApply: (value: string) => void;
  onCancel: () => void;
}) {
  const { now } = props;
  const [draft, setDraft] = useState<Draft>(() => {
    const opened = openTimeRange(props.value, now, props.fallback);
    return { ...opened, custom: decodeCustomRange(opened.value, now).customRange };
  });
  const actual = useActualTimeRange(draft.value, props.resolver, props.debounceMs);

  const chooseFrame = (frame: Frame) =>
    setDraft((d) => {
      if (frame === d.frame) return d;
      const value = valueForFrame(frame, d.value, now);
      return { frame, value, custom: frame === 'Custom' ? decodeCustomRange(d.value, now).customRange : d.custom };
    });
  const setValue = (value: string) => setDraft((d) => ({ ...d, value }));
  const setCustom = (custom: CustomRange) => setDraft((d) => ({ ...d, custom, value: encodeCustomRange(custom, now) }));

  const body = (frame: Frame) => {
    if (frame === 'Advanced') return <AdvancedFrame value={draft.value} onChange={setValue} />;
    if (frame === 'Custom') return <CustomFrame range={draft.custom} onChange={setCustom} />;
    if (frame === 'No filter') return <p className="time-range-no-filter">No time filter is applied.</p>;
    return <PresetFrameFor frame={frame} value={draft.value} onChange={setValue} />;
  };

  return (
    <div className="time-range-editor">
      <TabSet
        label="Range type"
        tabs={TIME_RANGE_FRAMES.map((frame) => ({ id: frame, title: frame, content: body(frame) }))}
        selectedKey={draft.frame}
        onSelectionChange={(id) => isFrame(id) && chooseFrame(id)}
      />
      <ActualTimeRange actual={actual} />
      <div className="time-range-actions">
        <Button className="btn" onPress={props.onCancel}>
          CANCEL
        </Button>
        <Button
          className="btn btn-primary"
          isDisabled={actual.status !== 'resolved'}
          onPress={() => props.onApply(draft.value)}
        >
          APPLY
        </Button>
      </div>
    </div>
  );
}

function PresetFrameFor(props: { frame: Frame; value: string; onChange: (value: string) => void }) {
  return (
    <PresetFrame
      label={`Configure ${props.frame} time range`}
      options={frameOptions(props.frame)}
      value={props.value}
      onChange={props.onChange}
    />
  );
}
