/** The editors' 'Create a dataset' (X5.04, X6.03): the page's save-as-dataset step when it gives one, else the dataset list. */
import { COLUMN_EDITOR_TEXT } from '../../core/explore';
import { useControlContext } from './context';

/** Where a query dataset's user turns the query into a dataset. */
export const DATASET_LIST_PATH = '/tablemodelview/list/';

/** A button opening the page's save-as-dataset modal, or a link to the dataset list. */
export function CreateDataset() {
  const { onCreateDataset } = useControlContext();
  if (onCreateDataset) {
    return (
      <button type="button" className="btn btn-link" onClick={onCreateDataset}>
        {COLUMN_EDITOR_TEXT.createDataset}
      </button>
    );
  }
  return <a href={DATASET_LIST_PATH}>{COLUMN_EDITOR_TEXT.createDataset}</a>;
}
