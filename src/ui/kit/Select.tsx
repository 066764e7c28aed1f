/** The select / combo box every control reuses: single or multi, free-form, clearable, static or endpoint options. */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Popover } from 'react-aria-components';
import { createDebouncedLoader, type DebouncedLoader, type DebounceTimers } from './loader';
import { optionId, OptionList } from './OptionList';
import { splitPastedValues } from './paste';
import {
  addValues,
  filterOptions,
  moveActive,
  toggleValue,
  valuesFromItems,
  withFreeFormOption,
  type SelectOption,
  type SelectValue,
} from './selectModel';

const PAGE = 10;
const NONE: readonly SelectOption[] = [];

interface SelectCommon {
  /** The accessible name, shown above the field unless hideLabel. */
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  /** Fixed options; filtered on the client as the user types. */
  options?: readonly SelectOption[];
  /** Options from an endpoint, asked after the debounce with the typed text; pass the signal to fetch. */
  loadOptions?: (search: string, signal: AbortSignal) => Promise<SelectOption[]>;
  debounceMs?: number;
  timers?: DebounceTimers;
  /** Whether typed text that is no option may be chosen as a value. */
  freeForm?: boolean;
  /** Whether a clear button empties the value (default true). */
  clearable?: boolean;
  isDisabled?: boolean;
  /** What an option shows in the menu (its label by default); the option keeps its label as its accessible name. */
  renderOption?: (option: SelectOption) => ReactNode;
  /** Says why options failed to load; the default is X9.15's 'Error while fetching data: %s'. */
  loadErrorText?: (error: unknown) => string;
  test?: string;
}

/** One value, or null. */
export interface SingleSelectProps extends SelectCommon {
  multiple?: false;
  value: SelectValue | null;
  onChange: (value: SelectValue | null) => void;
}

/** Several values; pasting a list adds each item (D17.08). */
export interface MultiSelectProps extends SelectCommon {
  multiple: true;
  value: readonly SelectValue[];
  onChange: (value: SelectValue[]) => void;
}

export type SelectProps = SingleSelectProps | MultiSelectProps;

const errorText = (e: unknown) => `Error while fetching data: ${e instanceof Error ? e.message : String(e)}`;

/** A combo box on the WAI-ARIA pattern: focus stays in the input, aria-activedescendant names the active option. */
export function Select(props: SelectProps) {
  const { label, hideLabel = false, placeholder, freeForm = false, clearable = true, isDisabled = false, test } = props;
  const multiple = props.multiple === true;
  const values: readonly SelectValue[] = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const id = useId();
  const listId = `${id}-list`;
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(-1);
  const [loaded, setLoaded] = useState<readonly SelectOption[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Options once chosen, so their values keep their labels after the endpoint's answer changes.
  const [remembered, setRemembered] = useState<ReadonlyMap<string, SelectOption>>(() => new Map());

  const { loadOptions, debounceMs, timers, loadErrorText = errorText } = props;
  const hasLoader = loadOptions !== undefined;
  // The latest props, so a parent passing new functions each render neither restarts nor cancels a search.
  const latest = useRef({ loadOptions, loadErrorText, debounceMs, timers });
  useLayoutEffect(() => {
    latest.current = { loadOptions, loadErrorText, debounceMs, timers };
  });
  // Made on the first search (debounceMs and timers are read then), cancelled on unmount.
  const loader = useRef<DebouncedLoader | null>(null);
  useEffect(() => () => loader.current?.cancel(), []);
  const searchEndpoint = (text: string) => {
    const now = latest.current;
    if (!now.loadOptions) return;
    loader.current ??= createDebouncedLoader<SelectOption[]>({
      load: (search, signal) => latest.current.loadOptions?.(search, signal) ?? Promise.resolve([]),
      onResult: (r) => (setLoaded(r), setLoadError(null)),
      onError: (e) => setLoadError(latest.current.loadErrorText(e)),
      onLoading: setLoading,
      ...(now.debounceMs === undefined ? {} : { delayMs: now.debounceMs }),
      ...(now.timers ? { timers: now.timers } : {}),
    });
    loader.current.search(text);
  };

  const source = hasLoader ? (loaded ?? NONE) : (props.options ?? NONE);
  const byValue = useMemo(() => new Map(source.map((o) => [String(o.value), o])), [source]);
  const filtered = hasLoader ? source : filterOptions(source, search);
  const shown = freeForm ? withFreeFormOption(filtered, search) : filtered;
  const labelOf = (v: SelectValue) => (byValue.get(String(v)) ?? remembered.get(String(v)))?.label ?? String(v);
  const remember = (options: readonly SelectOption[]) =>
    setRemembered((m) => new Map([...m, ...options.map((o) => [String(o.value), o] as const)]));

  const change = (next: readonly SelectValue[]) => {
    if (props.multiple) props.onChange([...next]);
    else props.onChange(next[0] ?? null);
  };
  const openMenu = (activeIndex: number) => {
    if (isDisabled) return;
    if (!open && hasLoader && loaded === null) searchEndpoint(search);
    setOpen(true);
    setActive(activeIndex);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    setSearch('');
  };
  const choose = (option: SelectOption) => {
    remember([option]);
    if (multiple) {
      change(toggleValue(values, option.value));
      setSearch('');
    } else {
      change([option.value]);
      close();
    }
  };
  const typed = (text: string) => {
    setSearch(text);
    setOpen(true);
    setActive(text.trim() ? 0 : -1);
    searchEndpoint(text);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1, PageDown: PAGE, PageUp: -PAGE }[e.key];
    if (step !== undefined) {
      e.preventDefault();
      if (!open) openMenu(step > 0 ? moveActive(shown, -1, 1) : moveActive(shown, shown.length, -1));
      else setActive(moveActive(shown, active, step));
    } else if (e.key === 'Enter' && open && shown[active]) {
      e.preventDefault();
      if (!shown[active]!.disabled) choose(shown[active]!);
    } else if (e.key === 'Escape' && (open || search)) {
      e.preventDefault();
      close();
    } else if (e.key === 'Backspace' && multiple && search === '' && values.length > 0) {
      change(values.slice(0, -1));
    }
  };

  // A click on the field (not on a tag's or the clear button) opens the menu, as a select does; a second click keeps it open.
  const onFieldClick = (e: MouseEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    inputRef.current?.focus();
    if (!open) openMenu(-1);
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    if (!multiple) return;
    const items = splitPastedValues(e.clipboardData.getData('text'));
    const additions = valuesFromItems(items, source, freeForm);
    if (items.length < 2 && additions.length === 0) return; // one unknown word: let it become the search text
    e.preventDefault();
    change(addValues(values, additions));
    setSearch('');
  };

  const inputText = open || search || multiple ? search : values[0] === undefined ? '' : labelOf(values[0]);
  const status = loading ? 'Loading...' : (loadError ?? (shown.length === 0 ? 'No data' : null));

  return (
    <div className="kit-select" data-test={test} data-disabled={isDisabled || undefined}>
      <label
        id={`${id}-label`}
        htmlFor={`${id}-input`}
        className={hideLabel ? 'kit-visually-hidden' : 'kit-select-label'}
      >
        {label}
      </label>
      <div className="kit-select-field" ref={fieldRef} onClick={onFieldClick}>
        {multiple &&
          values.map((v) => (
            <span key={String(v)} className="kit-tag">
              {labelOf(v)}
              <button
                type="button"
                className="kit-tag-remove"
                aria-label={`Remove ${labelOf(v)}`}
                disabled={isDisabled}
                onClick={() => change(values.filter((w) => String(w) !== String(v)))}
              >
                ×
              </button>
            </span>
          ))}
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="kit-select-input"
          role="combobox"
          aria-labelledby={`${id}-label`}
          aria-expanded={open}
          aria-controls={open && !status ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(listId, active) : undefined}
          autoComplete="off"
          disabled={isDisabled}
          placeholder={open && !multiple && values[0] !== undefined ? labelOf(values[0]) : placeholder}
          value={inputText}
          onChange={(e) => typed(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={close}
        />
        {clearable && values.length > 0 && (
          <button
            type="button"
            className="kit-select-clear"
            aria-label={`Clear ${label}`}
            disabled={isDisabled}
            onClick={() => change([])}
          >
            ×
          </button>
        )}
      </div>
      <Popover
        triggerRef={fieldRef}
        isOpen={open}
        isNonModal
        placement="bottom start"
        className="kit-select-menu"
        onOpenChange={(o) => !o && close()}
      >
        {status ? (
          <div className="kit-select-status" role="status">
            {status}
          </div>
        ) : (
          <OptionList
            id={listId}
            label={label}
            options={shown}
            values={values}
            multiple={multiple}
            activeIndex={active}
            onChoose={choose}
            onActivate={setActive}
            {...(props.renderOption ? { renderOption: props.renderOption } : {})}
          />
        )}
      </Popover>
    </div>
  );
}
