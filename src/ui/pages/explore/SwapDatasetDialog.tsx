/**
 * 'Swap dataset' (X1.04, from 'Missing dataset' or the datasource panel): pick another dataset; the chart's settings are
 * carried over to it where its columns exist (see swapDataset).
 */
import { useState } from 'react';
import { searchDatasets } from '../../../state/explorepage';
import { ModalDialog, Select, cancelAction, type SelectValue } from '../../kit';

export function SwapDatasetDialog({
  open,
  onClose,
  sliceId,
  onSwap,
}: {
  open: boolean;
  onClose: () => void;
  sliceId: number | null;
  /** Moves the chart to the dataset chosen. */
  onSwap: (datasetId: number) => void;
}) {
  const [choice, setChoice] = useState<SelectValue | null>(null);
  const proceed = (): void => {
    if (choice === null) return;
    onClose();
    onSwap(Number(choice));
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
      <p className="muted">
        The chart&apos;s settings are kept; columns and metrics the new dataset lacks are removed, and you are told
        which.
      </p>
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
