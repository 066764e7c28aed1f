/**
 * Bounds on what a request may carry (issue 9): how deep its body nests, how deep any text field holding JSON
 * nests (params, json_metadata, position_json, ...), and how long each text field is. Checked once, before any
 * route runs, so nothing too deep or too long is ever saved and then served back to break a list.
 */
import type { FastifyInstance } from 'fastify';
import type { Limits } from '../config';
import { ApiError } from './errors';

/** Fields whose text is JSON: parsed here so the text fields inside them (a markdown's code) are bounded too. */
const JSON_TEXT_FIELDS = new Set([
  'params',
  'query_context',
  'json_metadata',
  'position_json',
  'extra',
  'template_params',
  'form_data',
  'value',
  'extra_json',
]);
/** Names under which a field is limited, where they differ from its key: markdown components keep their text in meta.code. */
const LIMIT_NAME: Record<string, string> = { code: 'markdown' };

/** What is wrong with a request: the field (null for the body as a whole) and the message. */
export interface InputProblem {
  field: string | null;
  message: string;
}

/** How deep a JSON text nests (0 for a scalar), read without parsing it: brackets outside strings. */
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return max;
}

const isContainer = (v: unknown): v is Record<string, unknown> | unknown[] => {
  if (Array.isArray(v)) return true;
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

const startsLikeJson = (s: string): boolean => /^\s*[[{]/.test(s);

function textProblem(
  path: string,
  key: string,
  text: string,
  limits: Pick<Limits, 'maxJsonDepth' | 'fieldChars'>,
): InputProblem | null {
  const name = LIMIT_NAME[key] ?? key;
  const max = limits.fieldChars[name] ?? limits.fieldChars.default;
  if (text.length > max)
    return {
      field: path,
      message: `Longer than the ${max} characters allowed (setting limits.fieldChars.${name in limits.fieldChars ? name : 'default'}).`,
    };
  if (startsLikeJson(text) && jsonTextDepth(text) > limits.maxJsonDepth) {
    return {
      field: path,
      message: `Nested deeper than the ${limits.maxJsonDepth} levels allowed (setting limits.maxJsonDepth).`,
    };
  }
  return null;
}

/**
 * The first problem of a parsed request body, or null: nesting past maxJsonDepth, a text field past its
 * character limit, or a JSON text field nesting too deep. Walks without recursion, so no body can exhaust the stack.
 */
export function inputProblem(body: unknown, limits: Pick<Limits, 'maxJsonDepth' | 'fieldChars'>): InputProblem | null {
  if (!isContainer(body)) return null;
  const stack: { value: unknown; depth: number; path: string; key: string }[] = [
    { value: body, depth: 0, path: '', key: '' },
  ];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, depth, path, key } = item;
    if (typeof value === 'string') {
      const problem = textProblem(path, key, value, limits);
      if (problem) return problem;
      if (JSON_TEXT_FIELDS.has(key) && startsLikeJson(value)) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(value);
        } catch {
          continue; // the route says what is wrong with JSON that does not parse
        }
        stack.push({ value: parsed, depth: 0, path, key: '' });
      }
      continue;
    }
    if (!isContainer(value)) continue;
    if (depth >= limits.maxJsonDepth) {
      // JSON text fields were measured before they were parsed, so only the body itself can get here.
      const top = path.split('.')[0];
      return {
        field: null,
        message: `The request body is nested deeper than the ${limits.maxJsonDepth} levels allowed${top ? ` (in ${top})` : ''} (setting limits.maxJsonDepth).`,
      };
    }
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [String(i), v])
      : Object.entries(value);
    for (const [k, v] of entries) {
      const childKey = Array.isArray(value) ? key : k;
      stack.push({ value: v, depth: depth + 1, path: path ? `${path}.${k}` : k, key: childKey });
    }
  }
  return null;
}

/** Answers 400 before any route runs when a body breaks the limits; Fastify's bodyLimit answers 413 past maxBodyBytes. */
export function installInputLimits(app: FastifyInstance, limits: Limits): void {
  app.addHook('preValidation', async (req) => {
    const problem = inputProblem(req.body, limits);
    if (!problem) return;
    throw problem.field === null
      ? new ApiError(400, problem.message)
      : new ApiError(400, 'Bad request', { message: { [problem.field]: [problem.message] } });
  });
}
