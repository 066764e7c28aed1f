/**
 * Opening SQL Lab from a chart or explore (D3.18): the chart's SQL (result_type query) posted as a form to /sqllab/,
 * as Superset's charts do, so the page loads on the server's answer with the SQL handed; D3.19 when it fails.
 */
import { LOAD_SQL_ERROR, sqlLabFormFields } from '../../core/sqllab';
import { addDangerToast, apiClient, call } from '../app';

/** Submits a form: the browser's real POST navigation, or a test's recorder. */
export type FormPoster = (action: string, fields: Record<string, string>) => void;

/** The browser's form post: a hidden form, submitted, which navigates the page. */
const browserFormPost: FormPoster = (action, fields) => {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
};

let poster: FormPoster = browserFormPost;

/** Replaces how forms are posted (tests); answers the previous way. */
export function setSqlLabFormPoster(next: FormPoster): FormPoster {
  const previous = poster;
  poster = next;
  return previous;
}

/** The path SQL Lab's form post goes to. */
export const SQLLAB_FORM_PATH = '/sqllab/';

/**
 * Posts `datasourceKey` and the SQL `sqlOf` answers to SQL Lab, with the session's CSRF token; 'An error occurred
 * while loading the SQL' (D3.19) when the SQL cannot be had.
 */
export async function openInSqlLab(datasourceKey: string, sqlOf: () => Promise<string>): Promise<void> {
  try {
    const sql = await sqlOf();
    // The server's form route may ask for the token (Superset's forms carry csrf_token); without one the post still goes.
    const res = await call(apiClient(), { method: 'GET', path: '/api/v1/security/csrf_token/' }).catch(() => null);
    const token = (res?.body as { result?: unknown } | null | undefined)?.result;
    poster(SQLLAB_FORM_PATH, {
      ...sqlLabFormFields(datasourceKey, sql),
      ...(typeof token === 'string' ? { csrf_token: token } : {}),
    });
  } catch {
    addDangerToast(LOAD_SQL_ERROR);
  }
}
