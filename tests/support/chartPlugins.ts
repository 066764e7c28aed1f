/** Fake chart plugins for registry and gallery tests: plain metadata, no-op query and props. */
import type { ChartMetadata, ChartPlugin } from '../../src/core/chart-plugin';

/** Gallery metadata with every field empty but the name, plus `extra`. */
export function chartMetadata(name: string, extra: Partial<ChartMetadata> = {}): ChartMetadata {
  return {
    name,
    thumbnail: '',
    description: '',
    tags: [],
    category: null,
    label: null,
    labelExplanation: null,
    deprecated: false,
    behaviors: [],
    exampleGallery: [],
    ...extra,
  };
}

/** A plugin that draws nothing, with `chartMetadata(name, extra)`. */
export function fakeChartPlugin(name: string, extra: Partial<ChartMetadata> = {}): ChartPlugin {
  return {
    metadata: chartMetadata(name, extra),
    controlPanel: { controlPanelSections: [] },
    buildQuery: () => ({ datasource: { id: 1, type: 'table' }, queries: [] }),
    transformProps: () => ({}),
    render: null,
  };
}
