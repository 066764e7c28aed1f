import { useSnapshot } from 'valtio';
import { GENERAL_ERROR_KEY } from '../../core/api';
import {
  closeDatabaseForm,
  databaseFormStore,
  saveDatabase,
  selectEngine,
  setDatabaseField,
  setDatabaseParameter,
  testConnection,
  validateParameters,
} from '../../state/app';
import { cancelAction, ModalDialog } from '../kit';

function FieldError({ name, errors }: { name: string; errors: Readonly<Record<string, string>> }) {
  const message = errors[name];
  return message ? (
    <span className="field-error" role="alert" data-test={`field-error-${name}`}>
      {message}
    </span>
  ) : null;
}

const SECRET = /password|secret|token|credentials|private_key/i;

/** The database connection form: engine, parameters or URI, test and validation, save. */
export function DatabaseModal() {
  const state = useSnapshot(databaseFormStore);
  if (!state.open) return null;
  const values = state.values;
  const engine = state.engines.find((e) => e.engine === values.engine);
  const properties = engine?.parameters?.properties ?? {};
  const required = new Set(engine?.parameters?.required ?? []);
  const errors = state.fieldErrors;
  const dynamic = values.configuration_method === 'dynamic_form' && Object.keys(properties).length > 0;
  return (
    <ModalDialog
      title={state.editingId === null ? 'Connect a database' : 'Edit database'}
      open
      onClose={closeDatabaseForm}
      test="database-modal"
      wide
      actions={[
        {
          label: state.testing ? 'Testing…' : 'Test connection',
          disabled: !values.engine,
          onPress: () => void testConnection(),
          test: 'btn-test-connection',
        },
        cancelAction(closeDatabaseForm),
        {
          label: state.editingId === null ? 'Connect' : 'Finish',
          variant: 'primary',
          disabled: !values.engine || state.saving,
          onPress: () => void saveDatabase(),
          test: 'btn-submit-connection',
        },
      ]}
    >
      <label>
        Database engine
        <select value={values.engine} onChange={(e) => selectEngine(e.target.value)} data-test="select-engine">
          <option value="">Select a database to connect</option>
          {state.engines.map((e) => (
            <option key={e.engine} value={e.engine}>
              {e.name}
            </option>
          ))}
        </select>
      </label>
      {values.engine ? (
        <>
          <label>
            Display name
            <input
              value={values.database_name}
              onChange={(e) => setDatabaseField('database_name', e.target.value)}
              data-test="field-database_name"
            />
            <FieldError name="database_name" errors={errors} />
          </label>
          {Object.keys(properties).length ? (
            <div className="row">
              <label className="inline">
                <input
                  type="radio"
                  name="configuration_method"
                  checked={values.configuration_method === 'dynamic_form'}
                  onChange={() => setDatabaseField('configuration_method', 'dynamic_form')}
                />
                Parameters
              </label>
              <label className="inline">
                <input
                  type="radio"
                  name="configuration_method"
                  checked={values.configuration_method === 'sqlalchemy_form'}
                  onChange={() => setDatabaseField('configuration_method', 'sqlalchemy_form')}
                  data-test="radio-sqlalchemy"
                />
                Connection URI
              </label>
            </div>
          ) : null}
          {dynamic ? (
            Object.entries(properties).map(([name, p]) => (
              <label key={name}>
                {name.replace(/_/g, ' ')}
                {required.has(name) ? ' *' : ''}
                <input
                  type={SECRET.test(name) ? 'password' : p.type === 'integer' ? 'number' : 'text'}
                  value={values.parameters[name] ?? ''}
                  placeholder={p.description ?? ''}
                  onChange={(e) => setDatabaseParameter(name, e.target.value)}
                  onBlur={() => void validateParameters(false)}
                  data-test={`param-${name}`}
                />
                <FieldError name={name} errors={errors} />
              </label>
            ))
          ) : (
            <label>
              URI
              <input
                value={values.sqlalchemy_uri}
                placeholder={engine?.sqlalchemy_uri_placeholder ?? ''}
                onChange={(e) => setDatabaseField('sqlalchemy_uri', e.target.value)}
                data-test="field-sqlalchemy_uri"
              />
              <FieldError name="sqlalchemy_uri" errors={errors} />
            </label>
          )}
          <fieldset className="options">
            <legend>Advanced</legend>
            <label className="inline">
              <input
                type="checkbox"
                checked={values.expose_in_sqllab}
                onChange={(e) => setDatabaseField('expose_in_sqllab', e.target.checked)}
              />
              Expose database in SQL Lab
            </label>
            <label className="inline">
              <input
                type="checkbox"
                checked={values.allow_dml}
                onChange={(e) => setDatabaseField('allow_dml', e.target.checked)}
              />
              Allow DML (CREATE, UPDATE, DELETE…) in SQL Lab
            </label>
            <label className="inline">
              <input
                type="checkbox"
                checked={values.allow_file_upload}
                onChange={(e) => setDatabaseField('allow_file_upload', e.target.checked)}
                data-test="field-allow_file_upload"
              />
              Allow file uploads to database
            </label>
          </fieldset>
        </>
      ) : null}
      <FieldError name={GENERAL_ERROR_KEY} errors={errors} />
      {state.testResult ? (
        <p className={state.testResult.ok ? 'form-ok' : 'form-error'} role="status" data-test="test-connection-result">
          {state.testResult.message}
        </p>
      ) : null}
    </ModalDialog>
  );
}
