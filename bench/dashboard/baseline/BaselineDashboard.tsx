/** The bench's baseline dashboard: a canvas per chart and main-thread json-bigint parsing (see baseline.tsx). */
import { useState } from 'react';
import { defaultRegistry } from '../../../src/charts';
import { DashboardPage } from '../../../src/ui/pages/DashboardPage';
import type { RouteProps } from '../../../src/ui';
import { apiClient } from '../../../src/state/app';
import { pageInstrumentation } from '../../../tests/support/probe/instrumentation';
import { createMainThreadDataSource, ownCanvasRegistry } from './baseline';

function Baseline({ idOrSlug, search }: { idOrSlug: string; search: URLSearchParams }) {
  const [sources] = useState(() => {
    const probe = pageInstrumentation(search);
    const registry = ownCanvasRegistry(probe ? probe.registry(defaultRegistry()) : defaultRegistry());
    const dataSource = createMainThreadDataSource({
      api: apiClient(),
      registry,
      ...(probe ? { onDecoded: probe.onDecoded } : {}),
    });
    return { registry, dataSource };
  });
  return (
    <div data-test="dashboard-page">
      <DashboardPage idOrSlug={idOrSlug} dataSource={sources.dataSource} registry={sources.registry} />
    </div>
  );
}

/** The baseline in place of the app's dashboard route. */
export default function BaselineDashboard({ params, search }: RouteProps) {
  const idOrSlug = params.idOrSlug ?? '';
  return <Baseline key={idOrSlug} idOrSlug={idOrSlug} search={search} />;
}
