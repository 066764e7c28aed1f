/** The save modal (X1.14): save (overwrite when allowed) or save as, the chart's name, and an existing or a new dashboard. */
import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import { messageOf, navigate } from '../../../state/app';
import { exploreState } from '../../../state/explore';
import { saveChart, saveProblem, searchDashboards, type SaveRequest } from '../../../state/explorepage';
import { ModalDialog, Select, cancelAction, type SelectOption, type SelectValue } from '../../kit';

export function SaveModal({ open, onClose, initialName }: { open: boolean; onClose: () => void; initialName: string }) {
  const explore = useSnapshot(exploreState);
  const [action, setAction] = useState<SaveRequest['action']>(explore.can_overwrite ? 'overwrite' : 'saveas');
  const [name, setName] = useState(initialName);
  const [dashboard, setDashboard] = useState<SelectValue | null>(null);
  const [known, setKnown] = useState<SelectOption[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A value typed into the dashboard select that is no existing dashboard's id names a new dashboard.
  const target: SaveRequest['dashboard'] =
    dashboard === null
      ? null
      : known.some((o) => String(o.value) === String(dashboard))
        ? { id: Number(dashboard) }
        : { newTitle: String(dashboard) };
  const request: SaveRequest = { action, sliceName: name, dashboard: target };
  const problem = saveProblem(request, explore);
  const save = async (): Promise<void> => {
    setSaving(true);
    setError(null);
    try {
      const saved = await saveChart(request);
      onClose();
      navigate(`/explore/?slice_id=${saved.sliceId}`);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setSaving(false);
    }
  };
  // Stable, so the select keeps one debounced loader.
  const loadOptions = useCallback(async (search: string): Promise<SelectOption[]> => {
    const options = await searchDashboards(search);
    setKnown((prev) => [...prev, ...options.filter((o) => !prev.some((p) => p.value === o.value))]);
    return options;
  }, []);
  return (
    <ModalDialog
      title="Save chart"
      open={open}
      onClose={onClose}
      test="save-modal"
      actions={[
        cancelAction(onClose),
        {
          label: 'Save',
          variant: 'primary',
          onPress: () => void save(),
          disabled: problem !== null || saving,
          test: 'btn-modal-save',
        },
      ]}
    >
      <fieldset className="explore-save-action">
        <legend className="sr-only">How to save</legend>
        <label>
          <input
            type="radio"
            name="save-action"
            checked={action === 'overwrite'}
            disabled={!explore.can_overwrite}
            onChange={() => setAction('overwrite')}
          />{' '}
          Save (Overwrite)
        </label>
        <label>
          <input type="radio" name="save-action" checked={action === 'saveas'} onChange={() => setAction('saveas')} />{' '}
          Save as...
        </label>
      </fieldset>
      <label className="explore-field">
        Chart name
        <input
          className="explore-input"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Name"
          data-test="new-chart-name"
        />
      </label>
      <Select
        label="Add to dashboard"
        placeholder="Select a dashboard or type a new name"
        freeForm
        clearable
        value={dashboard}
        onChange={setDashboard}
        loadOptions={loadOptions}
        test="save-dashboard-select"
      />
      {target && 'newTitle' in target ? (
        <p className="muted">{`A new dashboard "${target.newTitle}" will be created.`}</p>
      ) : null}
      {problem && name ? <p className="explore-control-error">{problem}</p> : null}
      {error ? (
        <p className="explore-control-error" role="alert">
          {error}
        </p>
      ) : null}
    </ModalDialog>
  );
}
