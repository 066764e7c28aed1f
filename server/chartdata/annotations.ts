/** Annotation data of a chart query: native annotation layers read from the metadata store. */
import type { AnnotationLayer } from '../../src/core/query/types';
import type { AppContext } from '../context';

/** `{layer name: records}` for native layers shown on the chart; other kinds are resolved by the client. */
export async function annotationData(ctx: AppContext, layers: AnnotationLayer[]): Promise<Record<string, unknown> | null> {
  const native = layers.filter((l) => l.show && l.sourceType === 'NATIVE');
  if (!native.length) return null;
  const out: Record<string, unknown> = {};
  for (const layer of native) {
    const rows = await ctx.store.db
      .selectFrom('annotation')
      .select(['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'])
      .where('layer_id', '=', Number(layer.value))
      .orderBy('start_dttm')
      .execute();
    out[layer.name] = {
      columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
      records: rows.map((r) => ({
        start_dttm: Date.parse(`${String(r.start_dttm).replace(/Z$/, '')}Z`),
        end_dttm: Date.parse(`${String(r.end_dttm).replace(/Z$/, '')}Z`),
        short_descr: r.short_descr,
        long_descr: r.long_descr,
        json_metadata: r.json_metadata,
      })),
    };
  }
  return out;
}
