import { proxy } from 'valtio/vanilla';
import {
  formatText,
  mapValidationErrors,
  MESSAGES,
  supersetErrors,
  errorMessage,
  GENERAL_ERROR_KEY,
} from '../../core/api';
import { apiClient, call, messageOf } from './client';
import { fetchList } from './lists';
import { addDangerToast, addSuccessToast } from './toasts';

/** One parameter of an engine's connection form, from its JSON schema. */
export interface EngineParameter {
  type?: string;
  description?: string;
  default?: unknown;
  format?: string;
}

/** An engine the server can connect to: `GET /api/v1/database/available/`. */
export interface AvailableEngine {
  name: string;
  engine: string;
  default_driver?: string;
  sqlalchemy_uri_placeholder?: string;
  preferred?: boolean;
  parameters?: { properties?: Record<string, EngineParameter>; required?: string[] };
}

/** How the connection is described: engine parameters, or a SQLAlchemy-style URI. */
export type ConfigurationMethod = 'dynamic_form' | 'sqlalchemy_form';

/** One named entry of an engine's catalog (Google Sheets: a sheet name and its URL). */
export interface CatalogEntry {
  name: string;
  value: string;
}

/** The values of the connection form. */
export interface DatabaseFormValues {
  database_name: string;
  engine: string;
  driver: string;
  configuration_method: ConfigurationMethod;
  sqlalchemy_uri: string;
  parameters: Record<string, string>;
  /** Catalog entries, edited as a list and sent as a map (spec 002 §7). */
  catalog: CatalogEntry[];
  expose_in_sqllab: boolean;
  allow_dml: boolean;
  allow_file_upload: boolean;
}

const emptyValues = (): DatabaseFormValues => ({
  database_name: '',
  engine: '',
  driver: '',
  configuration_method: 'dynamic_form',
  sqlalchemy_uri: '',
  parameters: {},
  catalog: [],
  expose_in_sqllab: true,
  allow_dml: false,
  allow_file_upload: false,
});

/** The database connection dialog. */
export const databaseFormStore = proxy({
  open: false,
  editingId: null as number | null,
  engines: [] as AvailableEngine[],
  values: emptyValues(),
  fieldErrors: {} as Record<string, string>,
  testing: false,
  saving: false,
  testResult: null as { ok: boolean; message: string } | null,
});

function numberOrText(v: string, param: EngineParameter | undefined): string | number {
  if (param?.type === 'integer' && /^\d+$/.test(v.trim())) return Number(v);
  return v;
}

/** The JSON body of test_connection, validate_parameters, create and update for the form's values. */
export function databaseBody(values: DatabaseFormValues, engine?: AvailableEngine): Record<string, unknown> {
  const body: Record<string, unknown> = {
    database_name: values.database_name,
    engine: values.engine,
    configuration_method: values.configuration_method,
    expose_in_sqllab: values.expose_in_sqllab,
    allow_dml: values.allow_dml,
    allow_file_upload: values.allow_file_upload,
  };
  if (values.driver) body.driver = values.driver;
  if (values.configuration_method === 'sqlalchemy_form') {
    body.sqlalchemy_uri = values.sqlalchemy_uri;
  } else {
    const props = engine?.parameters?.properties ?? {};
    const parameters: Record<string, unknown> = Object.fromEntries(
      Object.entries(values.parameters)
        .filter(([, v]) => v !== '')
        .map(([k, v]) => [k, numberOrText(v, props[k])]),
    );
    const named = values.catalog.filter((entry) => entry.name.trim() !== '');
    if (named.length) parameters.catalog = Object.fromEntries(named.map((entry) => [entry.name.trim(), entry.value]));
    body.parameters = parameters;
  }
  return body;
}

function selectedEngine(): AvailableEngine | undefined {
  return databaseFormStore.engines.find((e) => e.engine === databaseFormStore.values.engine);
}

/** Loads the engines the server offers: `GET /api/v1/database/available/`. */
export async function loadEngines(): Promise<void> {
  try {
    const res = await call(apiClient(), { method: 'GET', path: '/api/v1/database/available/' });
    const body = res.body as { databases?: unknown } | unknown[] | null;
    const list = Array.isArray(body) ? body : Array.isArray(body?.databases) ? body.databases : [];
    databaseFormStore.engines = (list as AvailableEngine[]).filter((e) => typeof e?.engine === 'string');
  } catch (error) {
    addDangerToast(formatText(MESSAGES.fetchListError, 'engine', messageOf(error)));
  }
}

/** Opens the dialog, empty or with an existing database (`GET /api/v1/database/{id}`). */
export async function openDatabaseForm(id: number | null = null): Promise<void> {
  Object.assign(databaseFormStore, {
    open: true,
    editingId: id,
    values: emptyValues(),
    fieldErrors: {},
    testResult: null,
    testing: false,
    saving: false,
  });
  const engines = loadEngines();
  if (id !== null) {
    try {
      const res = await call(apiClient(), { method: 'GET', path: `/api/v1/database/${id}` });
      const r = ((res.body as { result?: Record<string, unknown> } | null)?.result ?? {}) as Record<string, unknown>;
      const params = (r.parameters ?? {}) as Record<string, unknown>;
      databaseFormStore.values = {
        ...emptyValues(),
        database_name: String(r.database_name ?? ''),
        engine: String(r.engine ?? r.backend ?? ''),
        driver: String(r.driver ?? ''),
        configuration_method: r.configuration_method === 'sqlalchemy_form' ? 'sqlalchemy_form' : 'dynamic_form',
        sqlalchemy_uri: String(r.sqlalchemy_uri ?? ''),
        parameters: Object.fromEntries(
          Object.entries(params)
            .filter(([k, v]) => v !== null && v !== undefined && k !== 'catalog')
            .map(([k, v]) => [k, String(v)]),
        ),
        catalog: catalogEntries(params.catalog),
        expose_in_sqllab: r.expose_in_sqllab !== false,
        allow_dml: r.allow_dml === true,
        allow_file_upload: r.allow_file_upload === true,
      };
    } catch (error) {
      addDangerToast(formatText('An error occurred while fetching %s info: %s', 'database', messageOf(error)));
    }
  }
  await engines;
}

/** Closes the dialog. */
export function closeDatabaseForm(): void {
  databaseFormStore.open = false;
}

/** Chooses the engine; its parameter form starts empty with the schema's defaults. */
export function selectEngine(engine: string): void {
  const found = databaseFormStore.engines.find((e) => e.engine === engine);
  const defaults = Object.entries(found?.parameters?.properties ?? {})
    .filter(([, p]) => p.default !== undefined && p.default !== null)
    .map(([k, p]) => [k, String(p.default)]);
  const values = databaseFormStore.values;
  values.engine = engine;
  values.driver = found?.default_driver ?? '';
  values.parameters = Object.fromEntries(defaults);
  values.configuration_method = found?.parameters?.properties ? 'dynamic_form' : 'sqlalchemy_form';
  if (!values.database_name && found) values.database_name = found.name;
  databaseFormStore.fieldErrors = {};
  databaseFormStore.testResult = null;
}

/** Sets a top-level field of the form. */
export function setDatabaseField<K extends keyof DatabaseFormValues>(key: K, value: DatabaseFormValues[K]): void {
  databaseFormStore.values[key] = value;
  delete databaseFormStore.fieldErrors[key];
  databaseFormStore.testResult = null;
}

/** Sets one engine parameter (host, port, ...). */
export function setDatabaseParameter(name: string, value: string): void {
  databaseFormStore.values.parameters[name] = value;
  delete databaseFormStore.fieldErrors[name];
  databaseFormStore.testResult = null;
}

/** A saved catalog map as the form's list of entries. */
function catalogEntries(catalog: unknown): CatalogEntry[] {
  if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog)) return [];
  return Object.entries(catalog).map(([name, value]) => ({ name, value: String(value) }));
}

/** Sets the catalog entries; unnamed entries are left out of the body. */
export function setDatabaseCatalog(entries: CatalogEntry[]): void {
  databaseFormStore.values.catalog = entries.map((entry) => ({ ...entry }));
  databaseFormStore.testResult = null;
}

/**
 * Validates the parameters: `POST /api/v1/database/validate_parameters/`; errors land on their fields.
 * Missing-parameter and access-denied errors show only when `force` (on submit). Returns whether valid.
 */
export async function validateParameters(force: boolean): Promise<boolean> {
  const values = databaseFormStore.values;
  if (values.configuration_method !== 'dynamic_form' || !values.engine) return true;
  const res = await apiClient().request({
    method: 'POST',
    path: '/api/v1/database/validate_parameters/',
    json: databaseBody(values, selectedEngine()),
  });
  if (res.ok) {
    databaseFormStore.fieldErrors = {};
    return true;
  }
  const errors = supersetErrors(res.body);
  databaseFormStore.fieldErrors = errors.length
    ? mapValidationErrors(errors, force)
    : { [GENERAL_ERROR_KEY]: errorMessage(res.body, res.status, res.statusText) };
  return Object.keys(databaseFormStore.fieldErrors).length === 0;
}

/** Tests the connection: `POST /api/v1/database/test_connection/`; 'Connection looks good!' or 'ERROR: %s'. */
export async function testConnection(): Promise<boolean> {
  if (databaseFormStore.testing) return false;
  databaseFormStore.testing = true;
  try {
    const body = databaseBody(databaseFormStore.values, selectedEngine());
    await call(apiClient(), { method: 'POST', path: '/api/v1/database/test_connection/', json: body });
    databaseFormStore.testResult = { ok: true, message: MESSAGES.connectionGood };
    addSuccessToast(MESSAGES.connectionGood);
    return true;
  } catch (error) {
    const message = formatText(MESSAGES.connectionError, messageOf(error));
    databaseFormStore.testResult = { ok: false, message };
    addDangerToast(message);
    return false;
  } finally {
    databaseFormStore.testing = false;
  }
}

function fieldMessages(body: unknown): Record<string, string> {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== 'object' || message === null) return {};
  return Object.fromEntries(
    Object.entries(message as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? v.join(' ') : String(v)]),
  );
}

/** Saves the connection: forced validation, then `POST /api/v1/database/` or `PUT /api/v1/database/{id}`. */
export async function saveDatabase(): Promise<boolean> {
  if (!(await validateParameters(true))) return false;
  databaseFormStore.saving = true;
  const id = databaseFormStore.editingId;
  const res = await apiClient().request({
    method: id === null ? 'POST' : 'PUT',
    path: id === null ? '/api/v1/database/' : `/api/v1/database/${id}`,
    json: databaseBody(databaseFormStore.values, selectedEngine()),
  });
  databaseFormStore.saving = false;
  if (!res.ok) {
    databaseFormStore.fieldErrors = { ...databaseFormStore.fieldErrors, ...fieldMessages(res.body) };
    addDangerToast(formatText(MESSAGES.createError, 'database', errorMessage(res.body, res.status, res.statusText)));
    return false;
  }
  addSuccessToast(id === null ? 'Database connected' : 'Database updated');
  databaseFormStore.open = false;
  await fetchList('database');
  return true;
}
