/** 'Swap dataset' from the 'Missing dataset' state (X1.04): pick another dataset and explore the chart's type on it. */
import { useState } from 'react';
import { navigate } from '../../../state/app';
import { searchDatasets } from '../../../state/explorepage';
import { ModalDialog, Select, cancelAction, type SelectValue } from '../../kit';

export function SwapDatasetDialog({
  open,
  onClose,
  sliceId,
}: {
  open: boolean;
  onClose: () => void;
  sliceId: number | null;
}) {
  const [choice, setChoice] = useState<SelectValue | null>(null);
  const proceed = (): void => {
    if (choice === null) return;
    onClose();
    navigate(`/explore/?datasource_type=table&datasource_id=${encodeURIComponent(String(choice))}`);
  };
  return (
    <ModalDialog
      title="Swap dataset"
      open={open}
      onClose={onClose}
      test="swap-dataset-modal"
      actions={[
        cancelAction(onClose),
        { label: 'Proceed', variant: 'primary', onPress: proceed, disabled: choice === null },
      ]}
    >
      <p>Warning! Changing the dataset may break the chart if the metadata does not exist.</p>
      {sliceId !== null ? (
        <p className="muted">The saved chart keeps its dataset until it is saved again from the new one.</p>
      ) : null}
      <Select
        label="Dataset"
        placeholder="Search / Filter"
        value={choice}
        onChange={setChoice}
        loadOptions={searchDatasets}
        test="swap-dataset-select"
      />
    </ModalDialog>
  );
}
