import { chartDataPayload } from './payload';
import { readChartJson } from '../../workers/dataplane/chartJson';
const text = chartDataPayload({ rows: 1_000_000 });
const bytes = new TextEncoder().encode(text);
for (let k = 0; k < 4; k++) {
let t = performance.now(); readChartJson(bytes); const a = performance.now() - t;
t = performance.now(); JSON.parse(text); const b = performance.now() - t;
console.log('read', a.toFixed(0), 'JSON.parse', b.toFixed(0));
}
