import { useSnapshot } from 'valtio';
import {
  closeImport,
  importReady,
  importStore,
  OVERWRITE_WORD,
  RESOURCES,
  setConfirmOverwrite,
  setImportFile,
  setImportPassword,
  submitImport,
} from '../../state/app';
import { cancelAction, ModalDialog, TypeToConfirm } from '../kit';

/** The import dialog: choose a zip, answer the password and overwrite prompts, retry. */
export function ImportModal() {
  const state = useSnapshot(importStore);
  if (!state.resource) return null;
  const config = RESOURCES[state.resource];
  const ready = importReady(state as typeof importStore);
  return (
    <ModalDialog
      title={`Import ${config.label}`}
      open
      onClose={closeImport}
      test="import-modal"
      actions={[
        cancelAction(closeImport),
        {
          label: state.pending
            ? 'Importing…'
            : state.passwordsNeeded.length || state.alreadyExists.length
              ? 'Retry import'
              : 'Import',
          variant: 'primary',
          disabled: !ready,
          onPress: () => void submitImport(),
          test: 'import-submit',
        },
      ]}
    >
      <label>
        File (a zip exported from Tessera or Superset)
        <input
          type="file"
          accept=".zip,application/zip"
          onChange={(e) => setImportFile(e.target.files?.[0] ?? null)}
          data-test="import-file"
        />
      </label>
      {state.passwordsNeeded.length ? (
        <fieldset className="prompt" data-test="import-passwords">
          <legend>Database passwords</legend>
          <p className="muted">The passwords for the databases below are needed in order to import them.</p>
          {state.passwordsNeeded.map((file) => (
            <label key={file}>
              {file} password
              <input
                type="password"
                autoComplete="off"
                value={state.passwords[file] ?? ''}
                onChange={(e) => setImportPassword(file, e.target.value)}
                data-test={`import-password-${file}`}
              />
            </label>
          ))}
        </fieldset>
      ) : null}
      {state.alreadyExists.length ? (
        <fieldset className="prompt" data-test="import-overwrite">
          <legend>Overwrite</legend>
          <p>
            You are importing one or more {config.label}s that already exist ({state.alreadyExists.join(', ')}).
            Overwriting might cause you to lose some of your work. Are you sure you want to overwrite?
          </p>
          <TypeToConfirm
            word={OVERWRITE_WORD}
            value={state.confirmOverwrite}
            onChange={setConfirmOverwrite}
            test="import-overwrite-input"
          />
        </fieldset>
      ) : null}
      {state.failure ? (
        <p className="form-error" role="alert" data-test="import-error">
          {state.failure}
        </p>
      ) : null}
    </ModalDialog>
  );
}
