/**
 * The dashboard properties modal (D7.13): title, slug, owners, roles (DASHBOARD_RBAC), certification, colour scheme
 * and the JSON metadata, edited as JSON and checked before anything is applied.
 */
import { useState } from 'react';
import { getCategoricalSchemeRegistry } from '../../../../core/color';
import { DASHBOARD_TITLE_MAX_LENGTH, checkJsonMetadata, jsonMetadataText } from '../../../../core/dashboard';
import { isFeatureEnabled } from '../../../../state/app';
import { applyDashboardProperties, dashboardStore, loadRelated } from '../../../../state/dashboard';
import { ModalDialog, Select, cancelAction, type SelectOption, type SelectValue } from '../../../kit';
import { CodeField, TextField } from './fields';

const schemeOptions = (): SelectOption[] =>
  getCategoricalSchemeRegistry()
    .values()
    .map((s) => ({ value: s.id, label: s.label }));

const asOptions = (rows: { value: number; label: string }[]): SelectOption[] => rows;

const personLabel = (p: { id: number; first_name?: string; last_name?: string }): string =>
  [p.first_name, p.last_name].filter(Boolean).join(' ') || String(p.id);

/** The properties modal; Apply in edit mode (saved with the next Save), Save outside it. */
export function PropertiesModal(props: { open: boolean; onClose: () => void }) {
  const info = dashboardStore.info;
  const rbac = isFeatureEnabled('DASHBOARD_RBAC');
  const [title, setTitle] = useState(info?.dashboard_title ?? '');
  const [slug, setSlug] = useState(info?.slug ?? '');
  const [owners, setOwners] = useState<SelectValue[]>(() => (info?.owners ?? []).map((o) => o.id));
  const [ownerNames] = useState(() => new Map((info?.owners ?? []).map((o) => [o.id, personLabel(o)])));
  const [roles, setRoles] = useState<SelectValue[]>(() => (info?.roles ?? []).map((r) => r.id));
  const [certifiedBy, setCertifiedBy] = useState(info?.certified_by ?? '');
  const [details, setDetails] = useState(info?.certification_details ?? '');
  const [metadataText, setMetadataText] = useState(() => jsonMetadataText(dashboardStore.metadata));
  const [error, setError] = useState<string | null>(null);
  const checked = checkJsonMetadata(metadataText);
  const scheme = checked.ok && typeof checked.value.color_scheme === 'string' ? checked.value.color_scheme : null;

  const chooseScheme = (value: SelectValue | null): void => {
    if (!checked.ok) return;
    const next = { ...checked.value };
    if (value === null) delete next.color_scheme;
    else next.color_scheme = String(value);
    setMetadataText(JSON.stringify(next, null, 2));
  };

  const apply = async (): Promise<void> => {
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    const result = await applyDashboardProperties({
      dashboard_title: title,
      slug,
      owners: owners.map((id) => ({ id: Number(id) })),
      roles: roles.map((id) => ({ id: Number(id) })),
      certified_by: certifiedBy,
      certification_details: certifiedBy.trim() ? details : '',
      metadata: checked.value,
    });
    if (result.ok) props.onClose();
    else setError(result.error);
  };

  const editing = dashboardStore.editMode;
  return (
    <ModalDialog
      title="Dashboard properties"
      open={props.open}
      onClose={props.onClose}
      test="properties-modal"
      wide
      actions={[
        cancelAction(props.onClose),
        {
          label: editing ? 'Apply' : 'Save',
          variant: 'primary',
          disabled: !checked.ok,
          onPress: () => void apply(),
          test: 'properties-apply',
        },
      ]}
    >
      <h4>Basic information</h4>
      <TextField
        label="Title"
        value={title}
        maxLength={DASHBOARD_TITLE_MAX_LENGTH}
        onChange={setTitle}
        test="properties-title"
      />
      <TextField label="URL slug" value={slug} onChange={setSlug} test="properties-slug" />
      <h4>Access</h4>
      <Select
        label="Owners"
        multiple
        value={owners}
        onChange={setOwners}
        loadOptions={async (search, signal) => {
          const rows = asOptions(await loadRelated('owners', search, signal));
          const known = new Set(rows.map((r) => r.value));
          const chosen = [...ownerNames].filter(([id]) => !known.has(id)).map(([value, label]) => ({ value, label }));
          return search ? rows : [...chosen, ...rows];
        }}
        test="properties-owners"
      />
      {rbac ? (
        <Select
          label="Roles"
          multiple
          value={roles}
          onChange={setRoles}
          loadOptions={async (search, signal) => asOptions(await loadRelated('roles', search, signal))}
          test="properties-roles"
        />
      ) : null}
      <h4>Certification</h4>
      <TextField label="Certified by" value={certifiedBy} onChange={setCertifiedBy} test="properties-certified-by" />
      <TextField
        label="Certification details"
        value={details}
        disabled={!certifiedBy.trim()}
        onChange={setDetails}
        test="properties-certification-details"
      />
      <h4>Colors</h4>
      <Select
        label="Color scheme"
        value={scheme}
        onChange={chooseScheme}
        options={schemeOptions()}
        isDisabled={!checked.ok}
        test="properties-color-scheme"
      />
      <h4>Advanced</h4>
      <CodeField
        label="JSON metadata"
        rows={12}
        value={metadataText}
        onChange={setMetadataText}
        test="properties-json-metadata"
        error={error ?? (checked.ok ? null : checked.error)}
      />
    </ModalDialog>
  );
}
