import { proxy, ref } from 'valtio/vanilla';
import { classifyImportError, formatText, MESSAGES, REEXPORT_ADVICE } from '../../core/api';
import { apiClient, messageOf } from './client';
import { fetchList } from './lists';
import { RESOURCES, type ResourceName } from './resources';
import { addDangerToast, addSuccessToast } from './toasts';

/** The word the user types to confirm overwriting existing items (as in Superset). */
export const OVERWRITE_WORD = 'OVERWRITE';

/** The import dialog: the chosen file, the prompts the server asked for, and the outcome. */
export const importStore = proxy({
  resource: null as ResourceName | null,
  file: null as File | null,
  pending: false,
  passwordsNeeded: [] as string[],
  alreadyExists: [] as string[],
  passwords: {} as Record<string, string>,
  confirmOverwrite: '',
  failure: null as string | null,
});

/** Opens the import dialog of a resource. */
export function openImport(resource: ResourceName): void {
  Object.assign(importStore, {
    resource,
    file: null,
    pending: false,
    passwordsNeeded: [],
    alreadyExists: [],
    passwords: {},
    confirmOverwrite: '',
    failure: null,
  });
}

/** Closes the import dialog. */
export function closeImport(): void {
  importStore.resource = null;
  importStore.file = null;
}

/** Chooses the zip to import; a new file starts over. */
export function setImportFile(file: File | null): void {
  importStore.file = file ? ref(file) : null;
  importStore.passwordsNeeded = [];
  importStore.alreadyExists = [];
  importStore.passwords = {};
  importStore.confirmOverwrite = '';
  importStore.failure = null;
}

/** Types the password of one database file of the bundle. */
export function setImportPassword(fileName: string, password: string): void {
  importStore.passwords[fileName] = password;
}

/** Types the overwrite confirmation. */
export function setConfirmOverwrite(text: string): void {
  importStore.confirmOverwrite = text;
}

/** Whether the dialog has all the server asked for. */
export function importReady(state: typeof importStore = importStore): boolean {
  if (!state.file || state.pending) return false;
  if (state.passwordsNeeded.some((f) => !state.passwords[f])) return false;
  return !(state.alreadyExists.length && state.confirmOverwrite !== OVERWRITE_WORD);
}

/**
 * Posts the bundle: `POST /api/v1/{resource}/import/` multipart with `formData` (the zip), `passwords`
 * (JSON of file → password) and `overwrite` 'true' once confirmed. A password or overwrite request
 * shows the prompt for a retry; any other error is a failure with the re-export advice.
 */
export async function submitImport(): Promise<boolean> {
  const { resource, file } = importStore;
  if (!resource || !file) return false;
  const { label } = RESOURCES[resource];
  const form = new FormData();
  form.append('formData', file, file.name);
  form.append('passwords', JSON.stringify(importStore.passwords));
  if (importStore.alreadyExists.length && importStore.confirmOverwrite === OVERWRITE_WORD) {
    form.append('overwrite', 'true');
  }
  importStore.pending = true;
  importStore.failure = null;
  try {
    const res = await apiClient().request({ method: 'POST', path: `/api/v1/${resource}/import/`, form });
    if (res.ok) {
      addSuccessToast(formatText(MESSAGES.importSuccess, RESOURCES[resource].title));
      closeImport();
      await fetchList(resource);
      return true;
    }
    const outcome = classifyImportError(res.body, res.statusText || `HTTP ${res.status}`);
    if (outcome.kind === 'prompt') {
      importStore.passwordsNeeded = outcome.passwordsNeeded;
      importStore.alreadyExists = outcome.alreadyExists;
      return false;
    }
    importStore.failure = `${outcome.message}. ${REEXPORT_ADVICE}`;
    addDangerToast(formatText(MESSAGES.importError, label, outcome.message));
    return false;
  } catch (error) {
    importStore.failure = `${messageOf(error)}. ${REEXPORT_ADVICE}`;
    addDangerToast(formatText(MESSAGES.importError, label, messageOf(error)));
    return false;
  } finally {
    importStore.pending = false;
  }
}
