/** 'Set auto-refresh interval' (D9.02): Superset's interval list; edit mode writes it to refresh_frequency. */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  REFRESH_INTERVALS,
  dashboardViewStore,
  setRefreshFrequency,
  updateMetadata,
} from '../../../../state/dashboard';
import { ModalDialog, Select, cancelAction } from '../../../kit';

const OPTIONS = REFRESH_INTERVALS.map(([value, label]) => ({ value, label }));

/** The interval dialog; Save applies the chosen interval and closes. */
export function RefreshIntervalModal(props: { onClose: () => void }) {
  const { refreshFrequency } = useSnapshot(dashboardViewStore);
  const [value, setValue] = useState<number>(refreshFrequency);
  const save = (): void => {
    setRefreshFrequency(value, updateMetadata);
    props.onClose();
  };
  return (
    <ModalDialog
      title="Refresh interval"
      open
      onClose={props.onClose}
      test="refresh-interval-modal"
      actions={[
        cancelAction(props.onClose),
        { label: 'Save', variant: 'primary', onPress: save, test: 'refresh-interval-save' },
      ]}
    >
      <Select
        label="Refresh frequency"
        options={OPTIONS}
        value={value}
        clearable={false}
        onChange={(v) => setValue(Number(v ?? 0))}
        test="refresh-interval-select"
      />
    </ModalDialog>
  );
}
