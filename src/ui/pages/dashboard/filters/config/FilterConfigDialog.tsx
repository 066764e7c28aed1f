/**
 * 'Add and edit filters' (D10.03): the sidebar of filters and dividers, and the one shown: a filter's Settings and
 * Scoping tabs, or a divider's title and description. Save validates (D10.07: the first failing filter shown and its
 * first failing field focused), then PUTs the configuration (D10.09); a failed save says nothing and keeps the edits
 * (X15.09). Cancel, Escape or a click outside asks first when something changed.
 */
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  FILTER_TEXT_LIMITS,
  type FilterConfigItem,
  type NativeFilter,
  type NativeFilterDivider,
} from '../../../../../core/filters';
import { dashboardStore } from '../../../../../state/dashboard';
import {
  addDraftItem,
  closeFilterConfig,
  draftChanged,
  editDraftItem,
  filterConfigDraft,
  filterConfigSaveStore,
  filterDatasetChoices,
  loadDatasetChoices,
  openDraft,
  restoreDraftItem,
  saveNativeFilterConfiguration,
  validateDraft,
} from '../../../../../state/filters';
import { ConfirmDialog, ModalDialog, TabSet } from '../../../../kit';
import { TextInputField, useItemErrors } from './fields';
import { FilterList, itemTitle } from './FilterList';
import { FilterSettings } from './FilterSettings';
import { ScopeTab } from './ScopeTab';

/** The dialog's texts. */
export const FILTER_CONFIG_TEXT = {
  title: 'Add and edit filters',
  unsavedTitle: 'Unsaved changes',
  unsaved: 'You have unsaved changes. Are you sure you want to cancel?',
  keepEditing: 'Keep editing',
  discard: 'Yes, cancel',
  removed: 'You have removed this filter.',
  empty: 'Add a filter or a divider to start.',
} as const;

function DividerForm(props: { divider: NativeFilterDivider }) {
  const { divider } = props;
  const errorsOf = useItemErrors(divider.id);
  const edit = (patch: Partial<NativeFilterDivider>) =>
    editDraftItem(divider.id, (d) => ({ ...d, ...patch }) as FilterConfigItem);
  return (
    <div className="fcfg-settings">
      <TextInputField
        name="title"
        label="Title"
        required
        value={divider.title}
        errors={errorsOf('title')}
        maxLength={FILTER_TEXT_LIMITS.title}
        onChange={(title) => edit({ title })}
        test="divider-title"
      />
      <TextInputField
        name="description"
        label="Description"
        multiline
        value={divider.description}
        errors={errorsOf('description')}
        maxLength={FILTER_TEXT_LIMITS.description}
        onChange={(description) => edit({ description })}
      />
    </div>
  );
}

function FilterPane(props: { filter: NativeFilter }) {
  const { filter } = props;
  const { choices } = useSnapshot(filterDatasetChoices);
  const onChange = (next: NativeFilter) => editDraftItem(filter.id, () => next);
  return (
    <TabSet
      label={`${itemTitle(filter)} settings`}
      tabs={[
        {
          id: 'settings',
          title: 'Settings',
          content: <FilterSettings filter={filter} datasetChoices={choices} onChange={onChange} />,
        },
        { id: 'scoping', title: 'Scoping', content: <ScopeTab filter={filter} onChange={onChange} /> },
      ]}
      defaultSelectedKey="settings"
    />
  );
}

export function FilterConfigDialog(props: { filterId: string | null }) {
  const draft = useSnapshot(filterConfigDraft);
  const { saving } = useSnapshot(filterConfigSaveStore);
  const [confirming, setConfirming] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const pane = useRef<HTMLDivElement>(null);
  useEffect(() => {
    openDraft(dashboardStore.metadata.native_filter_configuration, props.filterId);
    if (!filterConfigDraft.items.length) addDraftItem('filter');
    void loadDatasetChoices();
  }, [props.filterId]);
  // After a refused Save the failing item is shown: its first failing field takes the focus.
  useEffect(() => {
    if (!focusRequest) return;
    const first = filterConfigDraft.errors[0];
    if (!first) return;
    const field = pane.current?.querySelector(`[data-field="${first.field}"]`);
    field?.querySelector<HTMLElement>('input:not([disabled]), textarea, button')?.focus();
  }, [focusRequest]);
  const selected = draft.items.find((f) => f.id === draft.selectedId) as FilterConfigItem | undefined;
  const cancel = () => (draftChanged() ? setConfirming(true) : closeFilterConfig());
  const save = async () => {
    const items = validateDraft();
    if (!items) {
      setFocusRequest((n) => n + 1);
      return;
    }
    if (await saveNativeFilterConfiguration(items)) closeFilterConfig();
  };
  return (
    <>
      <ModalDialog
        title={FILTER_CONFIG_TEXT.title}
        open
        wide
        onClose={cancel}
        test="filter-config-modal"
        actions={[
          { label: 'Cancel', onPress: cancel, test: 'filter-config-cancel' },
          {
            label: saving ? 'Saving...' : 'Save',
            onPress: () => void save(),
            variant: 'primary',
            disabled: saving,
            test: 'filter-config-save',
          },
        ]}
      >
        <div className="fcfg-layout">
          <FilterList />
          <div className="fcfg-pane" ref={pane}>
            {!selected ? (
              <p>{FILTER_CONFIG_TEXT.empty}</p>
            ) : selected.id in draft.removed ? (
              <div className="fcfg-removed" role="status">
                {FILTER_CONFIG_TEXT.removed}{' '}
                <button type="button" className="btn" onClick={() => restoreDraftItem(selected.id)}>
                  Undo
                </button>
              </div>
            ) : selected.type === 'DIVIDER' ? (
              <DividerForm key={selected.id} divider={selected} />
            ) : (
              <FilterPane key={selected.id} filter={selected} />
            )}
          </div>
        </div>
      </ModalDialog>
      <ConfirmDialog
        title={FILTER_CONFIG_TEXT.unsavedTitle}
        isOpen={confirming}
        confirmLabel={FILTER_CONFIG_TEXT.discard}
        cancelLabel={FILTER_CONFIG_TEXT.keepEditing}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          closeFilterConfig();
        }}
        test="filter-config-unsaved"
      >
        <p>{FILTER_CONFIG_TEXT.unsaved}</p>
      </ConfirmDialog>
    </>
  );
}
