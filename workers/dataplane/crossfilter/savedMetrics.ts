/** The SQL of a dataset's saved metrics, read once per dataset from GET /api/v1/dataset/{id}. */
import type { DatasourceKey } from '../../../src/core/query';
import type { FetchLike } from '../../../src/core/dataplane';
import { parseJsonExact } from '../json';

/** Saved metric expressions by metric name, per dataset; a failed read is tried again next time. */
export class SavedMetrics {
  private readonly byDataset = new Map<string, Promise<ReadonlyMap<string, string>>>();

  constructor(
    private readonly fetch: FetchLike,
    private readonly baseUrl: () => string,
  ) {}

  /** The dataset's saved metrics; empty when they cannot be read (its charts then go to the server). */
  of(datasource: DatasourceKey): Promise<ReadonlyMap<string, string>> {
    const id = String(datasource.id);
    let found = this.byDataset.get(id);
    if (!found) {
      found = this.read(id);
      this.byDataset.set(id, found);
    }
    return found;
  }

  private async read(id: string): Promise<ReadonlyMap<string, string>> {
    try {
      const response = await this.fetch(`${this.baseUrl()}/api/v1/dataset/${encodeURIComponent(id)}`, {
        method: 'GET',
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`dataset ${id}: ${response.status}`);
      const body = parseJsonExact(await response.text()) as {
        result?: { metrics?: { metric_name?: unknown; expression?: unknown }[] };
      };
      const metrics = body.result?.metrics ?? [];
      return new Map(
        metrics
          .filter((m) => typeof m.metric_name === 'string' && typeof m.expression === 'string')
          .map((m) => [m.metric_name as string, m.expression as string]),
      );
    } catch {
      this.byDataset.delete(id);
      return new Map();
    }
  }
}
