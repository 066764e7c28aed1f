/** The dashboard page as the page tests open it, and the wait they share. */
import { act, render } from '@testing-library/react';
import { defaultRegistry } from '../../../../src/charts';
import { DashboardPage } from '../../../../src/ui/pages/DashboardPage';
import type { ChartDataSource } from '../../../../src/ui/pages/dataSource';

/** Lets the timers due within `ms` run inside act: valtio's notifications, React's renders, the page's requests. */
export const settle = (ms = 20) =>
  act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });

/** Renders dashboard 7 of `dataSource` at an address with `search`, and lets it settle `settles` times. */
export async function renderDashboard(dataSource: ChartDataSource, search = '', settles = 2) {
  const view = render(
    <DashboardPage
      idOrSlug={7}
      dataSource={dataSource}
      registry={defaultRegistry()}
      search={new URLSearchParams(search)}
    />,
  );
  for (let i = 0; i < settles; i += 1) await settle();
  return view;
}
