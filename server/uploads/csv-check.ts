/** Explains why a CSV file could not be read: the first record whose field count differs from the header's. */
import { open } from 'node:fs/promises';

const SCAN_BYTES = 16 * 1024 * 1024;

/** Counts fields per record (double quotes respected) and names the first ragged one, pandas-style. */
export async function diagnoseCsv(path: string, delimiter: string, skipRows: number): Promise<string | null> {
  const handle = await open(path, 'r');
  let text: string;
  try {
    const buf = Buffer.alloc(SCAN_BYTES);
    const { bytesRead } = await handle.read(buf, 0, SCAN_BYTES, 0);
    text = buf.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
  let line = 1;
  let recordLine = 1;
  let fields = 1;
  let quoted = false;
  let expected: number | null = null;
  let record = 0;
  let blank = true;
  const endRecord = (): string | null => {
    if (!blank && record >= skipRows) {
      if (expected === null) expected = fields;
      else if (fields > expected) return `Expected ${expected} fields in line ${recordLine}, saw ${fields}`;
    }
    if (!blank) record += 1;
    fields = 1;
    blank = true;
    recordLine = line;
    return null;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      quoted = quoted && text[i + 1] === '"' ? (i++, true) : !quoted;
      blank = false;
    } else if (quoted) {
      if (ch === '\n') line += 1;
    } else if (ch === delimiter) {
      fields += 1;
      blank = false;
    } else if (ch === '\n') {
      line += 1;
      const problem = endRecord();
      if (problem) return problem;
    } else if (ch !== '\r') blank = false;
  }
  if (quoted) return `EOF inside string starting at line ${recordLine}`;
  return endRecord();
}
