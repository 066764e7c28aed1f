/** The select's pure rules: filtering, free-form values, pasted values, moving the active option. */

/** An option's value: Superset's selects hold strings or numbers. */
export type SelectValue = string | number;

/** One choice of a select. */
export interface SelectOption {
  value: SelectValue;
  label: string;
  disabled?: boolean;
}

const same = (a: SelectValue, b: SelectValue) => String(a) === String(b);

/** Options whose label or value contains the search text, case-insensitively; all of them for an empty search. */
export function filterOptions(options: readonly SelectOption[], search: string): readonly SelectOption[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return options;
  return options.filter(
    (o) => o.label.toLowerCase().includes(needle) || String(o.value).toLowerCase().includes(needle),
  );
}

/** The typed text as a first option when free-form values are allowed and no option matches it exactly. */
export function withFreeFormOption(options: readonly SelectOption[], search: string): readonly SelectOption[] {
  const text = search.trim();
  if (!text || options.some((o) => o.label === text || same(o.value, text))) return options;
  return [{ value: text, label: text }, ...options];
}

/** The option a pasted or typed item names: by value, then by label, then by label ignoring case. */
export function findOption(options: readonly SelectOption[], item: string): SelectOption | undefined {
  const lower = item.toLowerCase();
  return (
    options.find((o) => same(o.value, item)) ??
    options.find((o) => o.label === item) ??
    options.find((o) => o.label.toLowerCase() === lower)
  );
}

/** The values that pasted items add: known options by their value, unknown items only when free-form. */
export function valuesFromItems(
  items: readonly string[],
  options: readonly SelectOption[],
  freeForm: boolean,
): SelectValue[] {
  const out: SelectValue[] = [];
  for (const item of items) {
    const option = findOption(options, item);
    if (option && !option.disabled) out.push(option.value);
    else if (!option && freeForm) out.push(item);
  }
  return out;
}

/** The values with the additions appended, none twice. */
export function addValues(values: readonly SelectValue[], additions: readonly SelectValue[]): SelectValue[] {
  const out = [...values];
  for (const v of additions) if (!out.some((w) => same(w, v))) out.push(v);
  return out;
}

/** The values with this one added, or removed when it is already there. */
export function toggleValue(values: readonly SelectValue[], value: SelectValue): SelectValue[] {
  return values.some((v) => same(v, value)) ? values.filter((v) => !same(v, value)) : [...values, value];
}

/** Whether a value is among the chosen ones. */
export function hasValue(values: readonly SelectValue[], value: SelectValue): boolean {
  return values.some((v) => same(v, value));
}

/** The next enabled option index `step` rows away (clamped to the list), or -1 for an empty list. */
export function moveActive(options: readonly SelectOption[], from: number, step: number): number {
  if (options.length === 0) return -1;
  const last = options.length - 1;
  let i = Math.min(last, Math.max(0, from + step));
  const dir = step < 0 ? -1 : 1;
  while (i >= 0 && i <= last && options[i]!.disabled) i += dir;
  if (i < 0 || i > last) return from >= 0 && from <= last ? from : -1;
  return i;
}
