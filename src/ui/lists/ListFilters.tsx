import { useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  listStore,
  loadFilterChoices,
  RESOURCES,
  setListFilter,
  type FilterSpec,
  type ResourceName,
} from '../../state/app';

function SearchFilter({ resource, spec }: { resource: ResourceName; spec: FilterSpec }) {
  const current = useSnapshot(listStore(resource)).filters[spec.id];
  const [text, setText] = useState(typeof current === 'string' ? current : '');
  const apply = (): void => {
    if (text !== (current ?? '')) void setListFilter(resource, spec.id, text);
  };
  return (
    <label className="filter">
      <span>{spec.label}</span>
      <input
        type="search"
        value={text}
        placeholder={spec.id === 'search' ? 'Type a value' : spec.label}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => e.key === 'Enter' && apply()}
        data-test={`filter-${spec.id}`}
      />
    </label>
  );
}

// Select values travel as JSON text so booleans and numbers survive the <select>.
function SelectFilter({ resource, spec }: { resource: ResourceName; spec: FilterSpec }) {
  const state = useSnapshot(listStore(resource));
  const current = state.filters[spec.id];
  const choices = spec.input === 'related' ? (state.filterChoices[spec.id] ?? []) : (spec.choices ?? []);
  return (
    <label className="filter">
      <span>{spec.label}</span>
      <select
        value={current === undefined || current === null || current === '' ? '' : JSON.stringify(current)}
        onFocus={() =>
          spec.input === 'related' && !state.filterChoices[spec.id] && void loadFilterChoices(resource, spec.id)
        }
        onChange={(e) =>
          void setListFilter(
            resource,
            spec.id,
            e.target.value ? (JSON.parse(e.target.value) as string | number | boolean) : null,
          )
        }
        data-test={`filter-${spec.id}`}
      >
        <option value="">All</option>
        {choices.map((c) => (
          <option key={JSON.stringify(c.value)} value={JSON.stringify(c.value)}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The filter bar of a list page: the search box and the resource's other filters. */
export function ListFilters({ resource }: { resource: ResourceName }) {
  return (
    <div className="filters" data-test="list-filters">
      {RESOURCES[resource].filters.map((spec) =>
        spec.input === 'search' ? (
          <SearchFilter key={spec.id} resource={resource} spec={spec} />
        ) : (
          <SelectFilter key={spec.id} resource={resource} spec={spec} />
        ),
      )}
    </div>
  );
}
