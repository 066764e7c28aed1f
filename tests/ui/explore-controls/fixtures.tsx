/** Test data and fakes shared by the explore control tests. */
import { render } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import type { AdvancedTypeAnswer, ExploreDataset } from '../../../src/core/explore';
import type { FilterValue } from '../../../src/core/query';
import {
  ExploreControlsProvider,
  createExploreControlRegistry,
  renderControl,
  type ControlServices,
  type ExploreControlConfig,
  type ExploreControlContext,
} from '../../../src/ui/explore-controls';

/** A table dataset: a string, a number, an integer, a boolean, a temporal and a computed column; two saved metrics. */
export function dataset(overrides: Partial<ExploreDataset> = {}): ExploreDataset {
  return {
    id: 7,
    type: 'table',
    table_name: 'sales',
    schema: 'public',
    database: { id: 3, database_name: 'examples' },
    filter_select: true,
    columns: [
      { column_name: 'country', type: 'VARCHAR', type_generic: 1 },
      { column_name: 'amount', type: 'DOUBLE', type_generic: 0 },
      { column_name: 'qty', type: 'BIGINT', type_generic: 0 },
      { column_name: 'paid', type: 'BOOLEAN', type_generic: 3 },
      { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
      { column_name: 'margin', type: 'DOUBLE', type_generic: 0, expression: 'amount - cost' },
      { column_name: 'ip', type: 'VARCHAR', type_generic: 1, advanced_data_type: 'internet_address' },
    ],
    metrics: [
      { metric_name: 'count', expression: 'COUNT(*)' },
      { metric_name: 'revenue', verbose_name: 'Revenue', expression: 'SUM(amount)' },
    ],
    ...overrides,
  };
}

/** What the fake server was asked. */
export interface FakeCalls {
  values: { column: string; signal: AbortSignal }[];
  partitions: string[];
  conversions: { type: string; values: readonly (string | number)[] }[];
  endpoints: string[];
}

/** A fake of the server boundary: answers as given, records every call. */
export function fakeServices(
  answers: {
    values?: (column: string) => Promise<FilterValue[]>;
    partition?: () => Promise<string | null>;
    convert?: (values: readonly (string | number)[]) => Promise<AdvancedTypeAnswer>;
    endpoint?: (path: string) => Promise<unknown>;
  } = {},
): { services: ControlServices; calls: FakeCalls } {
  const calls: FakeCalls = { values: [], partitions: [], conversions: [], endpoints: [] };
  return {
    calls,
    services: {
      columnValues: (_ds, column, signal) => (
        calls.values.push({ column, signal }),
        answers.values?.(column) ?? Promise.resolve([])
      ),
      partitionColumn: (_db, table) => (calls.partitions.push(table), answers.partition?.() ?? Promise.resolve(null)),
      convertAdvancedType: (type, values) => (
        calls.conversions.push({ type, values }),
        answers.convert?.(values) ?? Promise.resolve({ displayValue: '', validFilterOperators: [], error: null })
      ),
      fetchResult: (path) => (calls.endpoints.push(path), answers.endpoint?.(path) ?? Promise.resolve([])),
    },
  };
}

/** One control through the registry, holding its value in state; `seen` collects each value it hands back. */
export function ControlHarness(props: {
  config: ExploreControlConfig;
  initial?: unknown;
  seen?: unknown[];
  errors?: string[];
}) {
  const [registry] = useState(() => createExploreControlRegistry());
  const [value, setValue] = useState<unknown>(props.initial ?? null);
  return renderControl(registry, {
    config: props.config,
    value,
    errors: props.errors ?? [],
    onChange: (v) => {
      props.seen?.push(v);
      setValue(v);
    },
  });
}

/** Renders inside the controls' context. */
export function renderWith(ui: ReactElement, context: Partial<ExploreControlContext> = {}) {
  return render(
    <ExploreControlsProvider value={{ services: fakeServices().services, ...context }}>{ui}</ExploreControlsProvider>,
  );
}

/** Lets pending promises and react-aria's timers settle. */
export const settle = (ms = 20) => new Promise((r) => setTimeout(r, ms));
