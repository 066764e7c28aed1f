/** The legacy filter box chart (D12.01): its metadata, control panel, choices queries, model and view. */
import type { ChartPlugin } from '../../../core/chart-plugin';
import { meta } from '../metadata';
import { C, thumbnail } from '../thumbnailKit';
import { filterBoxControlPanel } from './controlPanel';
import { buildFilterBoxQuery, transformFilterBoxProps, type FilterBoxModel } from './filterBoxModel';
import { FilterBoxView } from './FilterBoxView';

export {
  buildFilterBoxQuery,
  filterBoxEvent,
  initialSelection,
  searchChoices,
  transformFilterBoxProps,
} from './filterBoxModel';
export type { FilterBoxModel, FilterBoxSelect, FilterBoxSelection } from './filterBoxModel';
export { FilterBoxView } from './FilterBoxView';

/** Three labelled selects, one open on its choices, and the Apply button. */
const FILTER_BOX_THUMBNAIL = thumbnail(
  [14, 34, 54]
    .map(
      (y, i) =>
        `<rect x="14" y="${y - 8}" width="34" height="4" fill="#B0B7C3"/>` +
        `<rect x="14" y="${y - 2}" width="98" height="12" rx="2" fill="none" stroke="${C[i % 2]}" stroke-width="1.5"/>` +
        `<path d="M102 ${y + 2}L106 ${y + 6}L110 ${y + 2}" fill="none" stroke="#454E7C" stroke-width="1.2"/>`,
    )
    .join('') + `<rect x="76" y="70" width="36" height="12" rx="2" fill="${C[0]}"/>`,
);

/** The filter_box plugin: a DOM chart, deprecated in the gallery as in Superset (native filters replace it). */
export const filterBoxPlugin = {
  metadata: meta({
    thumbnail: FILTER_BOX_THUMBNAIL,
    name: 'Filter box',
    category: 'Tools',
    description: 'A multi filter, multi-choice filter box to make dashboards interactive',
    tags: ['Legacy'],
    label: 'DEPRECATED',
    deprecated: true,
    behaviors: [],
  }),
  controlPanel: filterBoxControlPanel,
  buildQuery: buildFilterBoxQuery,
  transformProps: transformFilterBoxProps,
  render: FilterBoxView,
} satisfies ChartPlugin<FilterBoxModel, typeof FilterBoxView>;
