/** The multipart form of an upload: the file streamed to a private temporary folder, and the text fields. */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../http/errors';

export interface UploadForm {
  /** The uploaded file on disk, or null when the form had none. */
  file: { path: string; filename: string; truncated: boolean } | null;
  /** Text fields; repeated fields keep every value. */
  fields: Record<string, string[]>;
  /** A private folder for this request's files, removed by `cleanup`. */
  dir: string;
  cleanup(): Promise<void>;
}

/** Reads the request's multipart form; the caller must call `cleanup`. */
export async function readUploadForm(req: FastifyRequest): Promise<UploadForm> {
  if (!req.isMultipart()) throw badRequest("Request MIME type is not 'multipart/form-data'");
  const dir = await mkdtemp(join(tmpdir(), 'tessera-upload-'));
  const form: UploadForm = { file: null, fields: {}, dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || form.file) {
          part.file.resume();
          continue;
        }
        const path = join(dir, 'upload.bin');
        await pipeline(part.file, createWriteStream(path));
        form.file = { path, filename: part.filename, truncated: part.file.truncated };
      } else if (typeof part.value === 'string') (form.fields[part.fieldname] ??= []).push(part.value);
    }
  } catch (err) {
    await form.cleanup();
    throw err;
  }
  return form;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The error as the user should read it: any path under the form's folder, the temporary folder or `roots`
 * (the data folder, where staged copies live) becomes the name of the file they uploaded.
 */
export function withoutServerPaths(err: ApiError, form: Pick<UploadForm, 'dir' | 'file'>, roots: string[]): ApiError {
  const name = form.file?.filename || 'the uploaded file';
  const prefixes = [form.dir, tmpdir(), ...roots].filter((r) => r.length > 1).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?:${prefixes.map(escapeRegExp).join('|')})[^\\s'"(),]*`, 'g');
  const scrub = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(pattern, name);
    if (Array.isArray(v)) return v.map(scrub);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, scrub(x)]));
    return v;
  };
  return new ApiError(
    err.status,
    scrub(err.message) as string,
    err.body ? (scrub(err.body) as Record<string, unknown>) : undefined,
  );
}
