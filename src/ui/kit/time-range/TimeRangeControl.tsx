import { useContext } from 'react';
import { Button, I18nProvider } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { defaultTimeRange } from '../../../core/time-range';
import { sessionStore } from '../../../state/app';
import { ResizablePopover, useAnchoredPopover } from '../Popover';
import { datePickerLocale } from './locales';
import { TimeRangeResolverContext, type TimeRangeResolver } from './resolver';
import { TimeRangeEditor } from './TimeRangeEditor';
import './time-range.css';

/** Spec 002 §9: the time-range popover is 600 px wide. */
export const TIME_RANGE_POPOVER_WIDTH = 600;
const POPOVER_SIZE = { width: TIME_RANGE_POPOVER_WIDTH, height: 520 };

/** Props of the time-range control. */
export interface TimeRangeControlProps {
  /** The control's name ('Time range'); the label button reads "<name>: <range>". */
  label?: string;
  /** The committed range string; empty or missing means the default time filter. */
  value: string | null | undefined;
  /** Called with the new range when APPLY is pressed. */
  onChange: (value: string) => void;
  /** The range an empty value stands for; the configured DEFAULT_TIME_FILTER (else 'No filter') when left out. */
  defaultValue?: string;
  /** The app language for the date pickers (S2.07): en, fr, es, it, zh, ja, de, pt, pt_BR, ru, ko, sk, sl, nl. */
  locale?: string;
  /** Resolves ranges for 'Actual time range'; the TimeRangeResolverContext's (the server's) when left out. */
  resolver?: TimeRangeResolver;
  /** The clock ('now' and 'today' of the Custom frame). */
  now?: () => Date;
  debounceMs?: number;
}

/**
 * The time-range control (S2.01): a label button showing the range opens 'Edit time range' beside it, placed by the
 * kit popover's rule (top-aligned high on the screen, bottom-aligned low). CANCEL, Escape or a click outside
 * reverts; APPLY commits. Used by explore's time_range control and the dashboard's time-range filter.
 */
export function TimeRangeControl(props: TimeRangeControlProps) {
  const { label = 'Time range' } = props;
  const contextResolver = useContext(TimeRangeResolverContext);
  const { conf } = useSnapshot(sessionStore);
  const fallback = props.defaultValue ?? defaultTimeRange(conf);
  const shown = props.value && props.value.trim() !== '' ? props.value : fallback;
  const { triggerRef, isOpen, alignment, side, open, close, setOpen } = useAnchoredPopover<HTMLButtonElement>('end');
  return (
    <>
      <Button ref={triggerRef} className="btn time-range-label" aria-label={`${label}: ${shown}`} onPress={open}>
        {shown}
      </Button>
      <ResizablePopover
        triggerRef={triggerRef}
        isOpen={isOpen}
        onOpenChange={setOpen}
        label="Edit time range"
        alignment={alignment}
        side={side}
        minSize={POPOVER_SIZE}
        initialSize={POPOVER_SIZE}
        resizable={false}
      >
        <I18nProvider locale={datePickerLocale(props.locale)}>
          <h2 className="time-range-title">Edit time range</h2>
          <TimeRangeEditor
            value={props.value}
            fallback={fallback}
            now={(props.now ?? (() => new Date()))()}
            resolver={props.resolver ?? contextResolver}
            {...(props.debounceMs === undefined ? {} : { debounceMs: props.debounceMs })}
            onCancel={close}
            onApply={(value) => {
              close();
              props.onChange(value);
            }}
          />
        </I18nProvider>
      </ResizablePopover>
    </>
  );
}
