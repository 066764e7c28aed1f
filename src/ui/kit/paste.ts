/** Pasting a list into a multi-select (D17.08). */

const SEPARATORS = /[,\n\r\t;]/;

/**
 * D17.08: pasted text split on comma, newline, tab and semicolon, each item trimmed, empty items dropped and
 * duplicates removed (the first occurrence keeps its place).
 */
export function splitPastedValues(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(SEPARATORS)) {
    const item = part.trim();
    if (item) seen.add(item);
  }
  return [...seen];
}
