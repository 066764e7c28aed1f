/** The overwrite confirmation (D7.05): who changed the stored dashboard, when, and each differing item. */
import { useSnapshot } from 'valtio';
import { ModalDialog, cancelAction } from '../../../kit';
import { cancelOverwrite, confirmOverwrite, dashboardSaveStore } from '../../../../state/dashboard';

/** Shown while a save waits for the user to confirm overwriting a dashboard changed elsewhere. */
export function OverwriteConfirmDialog() {
  const { overwriteConfirm } = useSnapshot(dashboardSaveStore);
  return (
    <ModalDialog
      title="Confirm overwrite"
      open={overwriteConfirm !== null}
      onClose={cancelOverwrite}
      role="alertdialog"
      test="overwrite-confirm"
      wide
      actions={[
        cancelAction(cancelOverwrite, { autoFocus: true }),
        {
          label: 'Yes, overwrite changes',
          variant: 'danger',
          onPress: () => void confirmOverwrite(),
          test: 'overwrite',
        },
      ]}
    >
      {overwriteConfirm ? (
        <>
          <p>Please confirm the overwrite values.</p>
          <p data-test="overwrite-updated">
            Last updated {new Date(overwriteConfirm.updatedAt).toLocaleString()} by{' '}
            {overwriteConfirm.updatedBy || 'someone'}
          </p>
          <p>Are you sure you intend to overwrite the following values?</p>
          <table className="overwrite-items">
            <thead>
              <tr>
                <th>Item</th>
                <th>Stored</th>
                <th>Yours</th>
              </tr>
            </thead>
            <tbody>
              {overwriteConfirm.items.map((item) => (
                <tr key={item.keyPath} data-test="overwrite-item">
                  <th scope="row">{item.keyPath}</th>
                  <td>
                    <pre>{item.oldValue}</pre>
                  </td>
                  <td>
                    <pre>{item.newValue}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </ModalDialog>
  );
}
