import rison from 'rison';

/** A value rison can carry: JSON without undefined. */
export type RisonValue = string | number | boolean | null | RisonValue[] | { [key: string]: RisonValue };

// The server's rison decoder (Python `prison`) reads bare identifiers made only of ASCII word characters and
// `-_./~`. The JS package leaves more unquoted (`@`, `$`, `é`), so narrow it: quoting more is always safe.
rison.id_ok = /^[A-Za-z_./~][\w\-./~]*$/;
rison.next_id = /[A-Za-z_./~][\w\-./~]*/g;

/** Rison text of a value, e.g. `(page:0,page_size:25)`. */
export function risonEncode(value: RisonValue): string {
  return rison.encode(value);
}

/** The value a rison text stands for; throws on malformed text. */
export function risonDecode(text: string): RisonValue {
  return rison.decode(text);
}

const keepInQuery: Record<string, string> = { '%2C': ',', '%3A': ':', '%2F': '/', '%40': '@', '%24': '$' };

/** Rison text made safe for a URL query parameter (`+`, `&`, `#`, `%` and spaces escaped). */
export function risonParam(value: RisonValue): string {
  return encodeURIComponent(risonEncode(value)).replace(/%2C|%3A|%2F|%40|%24/g, (m) => keepInQuery[m] ?? m);
}
