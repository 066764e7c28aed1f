// The browser half of the gallery bench: the Visualization type control over the built-in types plus 1,000 generated
// ones, as explore renders it. bench/explore/gallery-browser.ts opens the gallery and types into it.
import { createRoot } from 'react-dom/client';
import '../../src/ui/styles.css';
import { BUILT_IN_PLUGINS, createChartRegistry } from '../../src/charts';
import type { ChartPlugin } from '../../src/core/chart-plugin';
import { VizTypeControl } from '../../src/ui/explore-viz';
import { fakeChartTypes } from './fakeTypes';

const count = Number(new URLSearchParams(location.search).get('types') ?? 1000);
const registry = createChartRegistry();
const base = BUILT_IN_PLUGINS.table as unknown as ChartPlugin<unknown, unknown>;
const thumbnails = Object.values(BUILT_IN_PLUGINS).map((p) => p.metadata.thumbnail);
for (const { key, metadata } of fakeChartTypes(count, thumbnails)) registry.register(key, { ...base, metadata });

const root = document.getElementById('root');
// How many types the gallery offers (the built-in ones and the generated), read by the bench.
if (root) root.dataset.types = String(registry.gallery().length);
if (root) createRoot(root).render(<VizTypeControl value="table" onChange={() => undefined} registry={registry} />);
