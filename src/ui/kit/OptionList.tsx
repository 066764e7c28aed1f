/** A select's listbox: every option when there are 100 or fewer, a virtualised window above that (D16.10). */
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { menuHeight, OPTION_HEIGHT, VIRTUALIZE_ABOVE } from './menuHeight';
import { hasValue, type SelectOption, type SelectValue } from './selectModel';

/** The DOM id of an option, as aria-activedescendant names it. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The listbox of a select; the combobox input keeps focus and points at the active option. */
export function OptionList(props: {
  id: string;
  label: string;
  options: readonly SelectOption[];
  values: readonly SelectValue[];
  multiple: boolean;
  activeIndex: number;
  onChoose: (option: SelectOption) => void;
  onActivate: (index: number) => void;
  /** What an option shows instead of its label; the label stays its accessible name. */
  renderOption?: (option: SelectOption) => ReactNode;
}) {
  const { id, label, options, values, multiple, activeIndex, onChoose, onActivate, renderOption } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = options.length > VIRTUALIZE_ABOVE;
  const height = menuHeight(options.length);
  // The active option is always rendered, so aria-activedescendant never names a missing element.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return activeIndex >= 0 && !indexes.includes(activeIndex)
        ? [...indexes, activeIndex].sort((a, b) => a - b)
        : indexes;
    },
    [activeIndex],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions are read in this render only, never memoised
  const virtualizer = useVirtualizer({
    count: virtual ? options.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => OPTION_HEIGHT,
    overscan: 6,
    // A virtual list's viewport is always the menu's full height (its style says so): reported, not measured.
    initialRect: { width: 0, height },
    observeElementRect: (_instance, report) => report({ width: 0, height }),
    rangeExtractor,
  });

  useEffect(() => {
    if (activeIndex < 0) return;
    if (virtual) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
    else document.getElementById(optionId(id, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, virtual, virtualizer, id]);

  const row = (index: number, start?: number) => {
    const option = options[index]!;
    const selected = hasValue(values, option.value);
    return (
      <div
        key={`${index}:${String(option.value)}`}
        id={optionId(id, index)}
        role="option"
        aria-selected={selected}
        aria-label={renderOption ? option.label : undefined}
        aria-disabled={option.disabled || undefined}
        aria-setsize={virtual ? options.length : undefined}
        aria-posinset={virtual ? index + 1 : undefined}
        className="kit-option"
        data-active={index === activeIndex || undefined}
        data-selected={selected || undefined}
        style={
          start === undefined
            ? undefined
            : { position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${start}px)` }
        }
        onMouseMove={() => index !== activeIndex && onActivate(index)}
        onClick={() => !option.disabled && onChoose(option)}
      >
        {renderOption ? renderOption(option) : option.label}
      </div>
    );
  };

  return (
    <div
      ref={scrollRef}
      id={id}
      role="listbox"
      aria-label={label}
      aria-multiselectable={multiple || undefined}
      className="kit-option-list"
      style={{ height, overflowY: 'auto', position: 'relative' }}
      // Keeps focus in the combobox input when an option or the scrollbar is pressed, so the menu stays open.
      onMouseDown={(e) => e.preventDefault()}
    >
      {virtual ? (
        <div role="presentation" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((v) => row(v.index, v.start))}
        </div>
      ) : (
        options.map((_, i) => row(i))
      )}
    </div>
  );
}
