/** Filter sets in the bar (X15.08), behind DASHBOARD_NATIVE_FILTERS_SET: the list to apply, rename or delete, and save. */
import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { dashboardStore } from '../../../../state/dashboard';
import {
  applyFilterSet,
  deleteFilterSet,
  fetchFilterSets,
  filterSetsEnabled,
  filterSetsStore,
  saveFilterSet,
  updateFilterSet,
} from '../../../../state/filters';

function FilterSetItem({ id, name }: { id: number; name: string }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(name);
  const inputId = useId();
  if (editing)
    return (
      <li className="filter-set">
        <label htmlFor={inputId} className="kit-visually-hidden">
          Filter set name
        </label>
        <input id={inputId} value={text} onChange={(e) => setText(e.target.value)} />
        <button
          type="button"
          className="btn"
          onClick={() => void updateFilterSet(id, text, true).then(() => setEditing(false))}
        >
          Save
        </button>
        <button type="button" className="btn btn-link" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </li>
    );
  return (
    <li className="filter-set">
      <button
        type="button"
        className="btn btn-link"
        onClick={() => applyFilterSet(id)}
        aria-label={`Apply filter set ${name}`}
      >
        {name}
      </button>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={`Edit filter set ${name}`}
        onClick={() => setEditing(true)}
      >
        ✎
      </button>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={`Delete filter set ${name}`}
        onClick={() => void deleteFilterSet(id)}
      >
        🗑
      </button>
    </li>
  );
}

export function FilterSets() {
  const { sets } = useSnapshot(filterSetsStore);
  const { info } = useSnapshot(dashboardStore);
  const [name, setName] = useState('');
  const inputId = useId();
  const enabled = filterSetsEnabled();
  useEffect(() => {
    if (enabled && info?.id !== undefined) void fetchFilterSets();
  }, [enabled, info?.id]);
  if (!enabled) return null;
  return (
    <section className="filter-sets" aria-label="Filter sets">
      <h3 className="filter-sets-title">Filter sets</h3>
      <ul>
        {sets.map((s) => (
          <FilterSetItem key={s.id} id={s.id} name={s.name} />
        ))}
      </ul>
      <label htmlFor={inputId}>New filter set name</label>
      <input id={inputId} value={name} onChange={(e) => setName(e.target.value)} />
      <button
        type="button"
        className="btn"
        disabled={!name.trim()}
        onClick={() => void saveFilterSet(name).then((ok) => ok && setName(''))}
      >
        Create new filter set
      </button>
    </section>
  );
}
