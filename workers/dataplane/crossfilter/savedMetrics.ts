/**
 * The SQL of a dataset's saved metrics, its column names and its database's engine, read once per dataset from
 * GET /api/v1/dataset/{id}.
 */
import type { DatasourceKey } from '../../../src/core/query';
import type { FetchLike } from '../../../src/core/dataplane';
import { parseJsonExact } from '../json';

/** What the local path reads of a dataset; a failed read is tried again next time. */
interface DatasetFacts {
  /** Saved metric expressions by metric name. */
  metrics: ReadonlyMap<string, string>;
  /** The names of its columns (physical and calculated), or null when they cannot be read. */
  columns: ReadonlySet<string> | null;
  /** The engine of the dataset's database (`duckdb`, `postgresql`, ...), or null when unknown. */
  backend: string | null;
}

export class SavedMetrics {
  private readonly byDataset = new Map<string, Promise<DatasetFacts>>();

  constructor(
    private readonly fetch: FetchLike,
    private readonly baseUrl: () => string,
  ) {}

  /** The dataset's saved metrics; empty when they cannot be read (its charts then go to the server). */
  async of(datasource: DatasourceKey): Promise<ReadonlyMap<string, string>> {
    return (await this.facts(datasource)).metrics;
  }

  /** The dataset's column names, or null when they cannot be read. */
  async columns(datasource: DatasourceKey): Promise<ReadonlySet<string> | null> {
    return (await this.facts(datasource)).columns;
  }

  /** The engine of the dataset's database, or null when it cannot be read. */
  async backend(datasource: DatasourceKey): Promise<string | null> {
    return (await this.facts(datasource)).backend;
  }

  private facts(datasource: DatasourceKey): Promise<DatasetFacts> {
    const id = String(datasource.id);
    let found = this.byDataset.get(id);
    if (!found) {
      found = this.read(id);
      this.byDataset.set(id, found);
    }
    return found;
  }

  private async read(id: string): Promise<DatasetFacts> {
    try {
      const response = await this.fetch(`${this.baseUrl()}/api/v1/dataset/${encodeURIComponent(id)}`, {
        method: 'GET',
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`dataset ${id}: ${response.status}`);
      const body = parseJsonExact(await response.text()) as {
        result?: {
          metrics?: { metric_name?: unknown; expression?: unknown }[];
          columns?: { column_name?: unknown }[];
          database?: { backend?: unknown };
        };
      };
      const metrics = body.result?.metrics ?? [];
      const columns = body.result?.columns;
      const backend = body.result?.database?.backend;
      return {
        metrics: new Map(
          metrics
            .filter((m) => typeof m.metric_name === 'string' && typeof m.expression === 'string')
            .map((m) => [m.metric_name as string, m.expression as string]),
        ),
        columns: Array.isArray(columns)
          ? new Set(columns.map((c) => c.column_name).filter((name): name is string => typeof name === 'string'))
          : null,
        backend: typeof backend === 'string' ? backend : null,
      };
    } catch {
      this.byDataset.delete(id);
      return { metrics: new Map(), columns: null, backend: null };
    }
  }
}
