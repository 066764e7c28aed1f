/** The v1 bundle format: a zip of YAML files under one root folder, with `metadata.yaml` first. */
import JSZip from 'jszip';
import yaml from 'js-yaml';
import { ApiError } from '../http/errors';

export const EXPORT_VERSION = '1.0.0';
export const METADATA_FILE = 'metadata.yaml';

const MAX_BUNDLE_FILES = 10_000;
const MAX_BUNDLE_BYTES = 200 * 1024 * 1024;

/** Per-file messages of a failed import, keyed by the file's path in the bundle. */
export type ImportMessages = Record<string, unknown>;

/** An error answered in Superset's command-error shape: `{errors: [{message, error_type, level, extra}]}`. */
export function commandError(status: number, message: string, messages: ImportMessages = {}): ApiError {
  const extra = {
    ...messages,
    issue_codes: [{ code: 1010, message: 'Issue 1010 - Superset encountered an error while running a command.' }],
  };
  return new ApiError(status, message, {
    errors: [{ message, error_type: 'GENERIC_COMMAND_ERROR', level: status >= 500 ? 'error' : 'warning', extra }],
    message,
  });
}

/** Werkzeug's secure_filename: ASCII letters, digits, `_`, `-` and `.`, spaces as underscores. */
export function secureFilename(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  return ascii
    .split(/[\s/\\]+/)
    .join(' ')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[._]+|[._]+$/g, '');
}

/** A file name stem of an object: its name made safe, with `_<id>` unless skipped. */
export function fileStem(name: string, id: number, skipId = false): string {
  const slug = secureFilename(name);
  if (skipId) return slug || String(id);
  return slug ? `${slug}_${id}` : String(id);
}

/** YAML text of an object, keys in insertion order, as Superset's safe_dump writes it. */
export const toYaml = (value: unknown): string =>
  yaml.dump(value, { sortKeys: false, noRefs: true, lineWidth: -1, skipInvalid: true });

/** The bundle root and download name for an export made at `at` (UTC). */
export function exportName(kind: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '');
  return `${kind}_export_${stamp}`;
}

/** Zips the files under `root/`. */
export async function zipBundle(root: string, files: Map<string, string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [path, text] of files) zip.file(`${root}/${path}`, text);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const isConfigFile = (path: string): boolean => {
  const base = path.split('/').pop() ?? '';
  return !base.startsWith('.') && !base.startsWith('_') && /\.ya?ml$/i.test(base);
};

/** The YAML texts of a bundle keyed by path without the root folder; refuses what is not a safe zip. */
export async function readBundle(bytes: Buffer): Promise<Map<string, string>> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw commandError(422, 'Not a ZIP file');
  }
  const entries = Object.values(zip.files).filter((f) => !f.dir);
  if (entries.length > MAX_BUNDLE_FILES) throw commandError(422, 'Found too many files in the ZIP file');
  let declared = 0;
  for (const f of entries)
    declared += (f as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
  if (declared > MAX_BUNDLE_BYTES) throw commandError(422, 'Zip file size exceeds the maximum allowed');
  const out = new Map<string, string>();
  let total = 0;
  for (const f of entries) {
    if (f.name.split('/').includes('..')) throw commandError(422, 'Found an invalid path in the ZIP file');
    const rel = f.name.split('/').slice(1).join('/');
    if (!rel || !isConfigFile(rel)) continue;
    const text = await f.async('string');
    total += text.length;
    if (total > MAX_BUNDLE_BYTES) throw commandError(422, 'Zip file size exceeds the maximum allowed');
    out.set(rel, text);
  }
  return out;
}

/** Parses one YAML file; a parse failure is the file's message "Not a valid YAML file". */
export function parseYaml(path: string, text: string, messages: ImportMessages): unknown {
  try {
    return yaml.load(text, { schema: yaml.JSON_SCHEMA });
  } catch {
    messages[path] = 'Not a valid YAML file';
    return undefined;
  }
}
