/** The bench's baseline dashboard: a canvas per chart and main-thread json-bigint parsing (see baseline.tsx). */
import { useState } from 'react';
import { DashboardPage } from './DashboardPage';
import { apiClient } from '../state/app';
import { createMainThreadDataSource, ownCanvasRegistry } from './baseline';
import { decodeListener, pageRegistry } from './pageSetup';

export default function BaselineDashboard({ idOrSlug, search }: { idOrSlug: string; search: URLSearchParams }) {
  const [sources] = useState(() => {
    const registry = ownCanvasRegistry(pageRegistry(search));
    const onDecoded = decodeListener(search);
    return { registry, dataSource: createMainThreadDataSource({ api: apiClient(), registry, ...(onDecoded ? { onDecoded } : {}) }) };
  });
  return (
    <div data-test="dashboard-page">
      <DashboardPage idOrSlug={idOrSlug} dataSource={sources.dataSource} registry={sources.registry} />
    </div>
  );
}
