// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_PLUGINS, createChartRegistry } from '../../../src/charts';

/** The built-in types the gallery shows: all but the deprecated ones (the legacy filter box). */
const SHOWN_PLUGINS: Record<string, { metadata: { name: string; category: string | null } }> = Object.fromEntries(
  Object.entries(BUILT_IN_PLUGINS).filter(([, p]) => !p.metadata.deprecated),
);
import { sessionStore } from '../../../src/state/app';
import {
  POPULARITY_ORDER,
  THUMBNAIL_STYLE_ID,
  VizTypeControl,
  type VizTypeControlProps,
} from '../../../src/ui/explore-viz';
import { fakeChartPlugin } from '../../support/chartPlugins';

afterEach(() => {
  cleanup();
  sessionStore.conf = {};
});

/** The control over the built-in chart types (or the registry given), remembering what it was changed to. */
function renderControl(props: Partial<VizTypeControlProps> = {}) {
  const onChange = vi.fn<(vizType: string) => void>();
  const registry = props.registry ?? createChartRegistry();
  render(<VizTypeControl value="table" onChange={onChange} registry={registry} {...props} />);
  return { onChange, registry, user: userEvent.setup() };
}

const strip = () => within(screen.getByRole('group', { name: 'Visualization type' }));
const grid = () => within(screen.getByRole('listbox', { name: 'Chart types' }));
const tileNames = () =>
  grid()
    .queryAllByRole('option')
    .map((o) => o.querySelector('.viz-tile-name')?.textContent ?? '');

async function openGallery(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'View all charts' }));
  return screen.getByRole('dialog', { name: 'Select a visualization type' });
}

describe('tile strip', () => {
  it('X11.01 line, bar, area, table, big number total, pie, the selected type pressed, then the rendered types', async () => {
    const { onChange, user } = renderControl({ value: 'big_number', renderedTypes: ['echarts_timeseries_scatter'] });
    expect(
      strip()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Line Chart',
      'Bar Chart',
      'Area Chart',
      'Table',
      'Big Number',
      'Pie Chart',
      'Big Number with Trendline',
      'Scatter Plot',
    ]);
    expect(strip().getByRole('button', { name: 'Big Number with Trendline' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(strip().getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(strip().getByRole('button', { name: 'Pie Chart' }));
    expect(onChange).toHaveBeenCalledWith('pie');
  });

  it("X11.02 a type no plugin is registered under says 'This visualization type is not supported.'", () => {
    renderControl({ value: 'mapbox' });
    expect(screen.getByRole('alert').textContent).toBe('This visualization type is not supported.');
    cleanup();
    renderControl({ value: 'pie' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('gallery', () => {
  it("X11.03 'View all charts' opens 'Select a visualization type', at most 1090 px wide, whose Select button chooses", async () => {
    const { onChange, user } = renderControl();
    const dialog = await openGallery(user);
    expect(dialog.closest<HTMLElement>('.modal')?.style.maxWidth).toBe('1090px');
    await user.click(grid().getByRole('option', { name: 'Area Chart' }));
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(onChange).toHaveBeenCalledWith('echarts_area');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('X11.04 sidebar: All charts, Recommended tags Popular / ECharts / Advanced-Analytics, Category, Tags', async () => {
    const { user } = renderControl();
    await openGallery(user);
    const sidebar = within(screen.getByRole('navigation', { name: 'Chart groups' }));
    expect(sidebar.getByRole('button', { name: 'All charts' })).toBeTruthy();
    const section = (name: string) => within(sidebar.getByRole('region', { name }));
    expect(
      section('Recommended tags')
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Popular', 'ECharts', 'Advanced-Analytics']);
    expect(
      section('Category')
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([...new Set(Object.values(SHOWN_PLUGINS).map((p) => p.metadata.category))].sort());
    expect(section('Tags').getByRole('button', { name: 'Circular' })).toBeTruthy();
    await user.click(section('Category').getByRole('button', { name: 'KPI' }));
    expect(tileNames()).toEqual(['Big Number', 'Big Number with Trendline', 'Funnel Chart', 'Gauge Chart']);
  });

  it("X11.05 'Search all charts' takes over the grid on focus and the clear icon gives the sidebar back", async () => {
    const { user } = renderControl();
    await openGallery(user);
    const sidebar = within(screen.getByRole('navigation', { name: 'Chart groups' }));
    expect(sidebar.getByRole('button', { name: 'All charts' }).getAttribute('aria-pressed')).toBe('true');
    const search = screen.getByRole('searchbox', { name: 'Search all charts' });
    await user.click(search);
    expect(search.closest('[data-searching]')).not.toBeNull();
    await user.type(search, 'tabel');
    expect(sidebar.getByRole('button', { name: 'All charts' }).getAttribute('aria-pressed')).toBe('false');
    expect(tileNames()[0]).toBe('Table');
    expect(tileNames()).not.toContain('Pie Chart');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(tileNames()).toHaveLength(Object.keys(SHOWN_PLUGINS).length);
    expect(sidebar.getByRole('button', { name: 'All charts' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('X11.06 a grid of real thumbnails; a double-click chooses the type and closes the gallery', async () => {
    const { onChange, user } = renderControl();
    await openGallery(user);
    const rules = [...(document.getElementById(THUMBNAIL_STYLE_ID) as HTMLStyleElement).sheet!.cssRules].map(
      (r) => r.cssText,
    );
    const pictures = new Set<string>();
    for (const option of grid().getAllByRole('option')) {
      const thumb = option.querySelector('[data-thumbnail]');
      const name = [...(thumb?.classList ?? [])].find((c) => /^viz-thumb-\d+$/.test(c));
      const rule = rules.find((r) => r.startsWith(`.${name} `) || r.startsWith(`.${name}{`));
      expect(rule).toMatch(/background-image: ?url\("?data:image\/svg\+xml,/);
      pictures.add(rule!);
    }
    // Every built-in type has a thumbnail of its own.
    expect(pictures.size).toBe(grid().getAllByRole('option').length);
    await user.dblClick(grid().getByRole('option', { name: 'Pie Chart' }));
    expect(onChange).toHaveBeenCalledWith('pie');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("X11.07 details: name, badge with its explanation, tags, description or 'No description available.', examples", async () => {
    const registry = createChartRegistry();
    registry.register(
      'beta_chart',
      fakeChartPlugin('Beta chart', {
        behaviors: ['INTERACTIVE_CHART'],
        label: 'BETA',
        labelExplanation: 'This chart may change.',
        tags: ['New'],
        exampleGallery: [{ url: '/static/beta.png', caption: 'Sales by week' }],
      }),
    );
    const { user } = renderControl({ registry });
    await openGallery(user);
    await user.click(grid().getByRole('option', { name: 'Pie Chart' }));
    let details = within(screen.getByRole('region', { name: 'Pie Chart' }));
    expect(details.getByText(/^The classic\./)).toBeTruthy();
    expect(within(details.getByRole('list', { name: 'Tags' })).getByText('Circular')).toBeTruthy();
    expect(details.getByRole('img', { name: 'Pie Chart' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    await user.click(grid().getByRole('option', { name: 'Beta chart' }));
    details = within(screen.getByRole('region', { name: 'Beta chart' }));
    expect(details.getByText('No description available.')).toBeTruthy();
    expect(details.getByRole('img', { name: 'Sales by week' }).getAttribute('src')).toBe('/static/beta.png');
    const badge = details.getByText('BETA');
    await user.tab(); // from the grid on to the badge, the next stop
    expect(document.activeElement).toBe(badge);
    expect((await screen.findByRole('tooltip')).textContent).toBe('This chart may change.');
  });

  it('X11.08 a sidebar section that does not hold the selected type clears the selection; one that does keeps it', async () => {
    const { user } = renderControl({ value: 'pie' });
    const dialog = await openGallery(user);
    const sidebar = within(screen.getByRole('navigation', { name: 'Chart groups' }));
    const selectButton = within(dialog).getByRole('button', { name: 'Select' });
    await user.click(
      within(sidebar.getByRole('region', { name: 'Recommended tags' })).getByRole('button', { name: 'Popular' }),
    );
    expect(grid().getByRole('option', { name: 'Pie Chart' }).getAttribute('aria-selected')).toBe('true');
    expect(selectButton.hasAttribute('disabled')).toBe(false);
    await user.click(sidebar.getByRole('button', { name: 'Evolution' }));
    expect(grid().queryAllByRole('option', { selected: true })).toHaveLength(0);
    expect(selectButton.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Pie Chart' })).toBeNull();
  });

  it('X11.09 X11.12 deprecated types, filter plugins without a chart and the bootstrap denylist stay out', async () => {
    const registry = createChartRegistry();
    registry.register('old_line', fakeChartPlugin('Old line', { deprecated: true, behaviors: ['INTERACTIVE_CHART'] }));
    registry.register('filter_select', fakeChartPlugin('Select filter', { behaviors: ['NATIVE_FILTER'] }));
    sessionStore.conf = { VIZ_TYPE_DENYLIST: ['pie', 'echarts_area'] };
    const { user } = renderControl({ registry });
    expect(strip().queryByRole('button', { name: 'Pie Chart' })).toBeNull();
    await openGallery(user);
    expect(tileNames()).toEqual(popularOrder().filter((name) => name !== 'Pie Chart' && name !== 'Area Chart'));
    expect(tileNames().slice(0, 6)).toEqual([
      'Table',
      'Line Chart',
      'Bar Chart',
      'Big Number',
      'Big Number with Trendline',
      'Scatter Plot',
    ]);
    expect(tileNames()).toHaveLength(Object.keys(SHOWN_PLUGINS).length - 2);
    expect(tileNames()).not.toContain('Old line');
    expect(tileNames()).not.toContain('Select filter');
  });

  it('X11.10 All charts lists the popular types first in the chosen order', async () => {
    const { user } = renderControl();
    await openGallery(user);
    expect(tileNames().slice(0, 9)).toEqual([
      'Table',
      'Line Chart',
      'Bar Chart',
      'Area Chart',
      'Big Number',
      'Big Number with Trendline',
      'Pie Chart',
      'Scatter Plot',
      'Pivot Table',
    ]);
    expect(tileNames()).toEqual(popularOrder());
  });

  it('X11.11 a plugin registered after the page opened (a dynamic plugin) joins the gallery', async () => {
    const { registry, user } = renderControl();
    await openGallery(user);
    act(
      () => void registry.register('late_chart', fakeChartPlugin('Late chart', { behaviors: ['INTERACTIVE_CHART'] })),
    );
    expect(tileNames()).toContain('Late chart');
  });
});

describe('1,000 chart types', () => {
  it('X11.06 the grid holds only the tiles in view, and arrows and End reach a tile out of view', async () => {
    const registry = createChartRegistry();
    for (let i = 0; i < 1000; i++)
      registry.register(`generated_${i}`, fakeChartPlugin(`Generated ${String(i).padStart(4, '0')}`));
    const total = String(registry.gallery().length);
    expect(Number(total)).toBeGreaterThan(1000);
    const { user } = renderControl({ registry });
    await openGallery(user);
    expect(grid().getAllByRole('option').length).toBeLessThan(100);
    const first = grid().getAllByRole('option')[0]!;
    expect(first.getAttribute('aria-setsize')).toBe(total);
    await user.click(first);
    await user.keyboard('{End}');
    const last = document.activeElement!;
    expect(last.getAttribute('role')).toBe('option');
    expect(last.getAttribute('aria-posinset')).toBe(total);
    expect(last.getAttribute('aria-selected')).toBe('true');
    expect(grid().getAllByRole('option').length).toBeLessThan(100);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-posinset')).toBe(String(Number(total) - 1));
  });
});

/** The built-in types' names as the gallery orders them: the popularity list's order, then the types it does not name, by name. */
function popularOrder(): string[] {
  const plugins: Record<string, { metadata: { name: string } }> = SHOWN_PLUGINS;
  const ranked = POPULARITY_ORDER.filter((key) => key in plugins).map((key) => plugins[key]?.metadata.name ?? key);
  const unranked = Object.keys(plugins)
    .filter((key) => !POPULARITY_ORDER.includes(key))
    .map((key) => plugins[key]?.metadata.name ?? key)
    .sort((a, b) => a.localeCompare(b));
  return [...ranked, ...unranked];
}

describe('keyboard', () => {
  /** The control inside a form, as explore renders it, so the chosen value shows on the strip. */
  function Explore({ onChange }: { onChange: (v: string) => void }) {
    const [value, setValue] = useState('table');
    return (
      <VizTypeControl
        value={value}
        registry={createChartRegistry()}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    );
  }

  it('X11.03 X11.05 X11.06 keyboard only: open the gallery, search, move through the results, choose with Enter', async () => {
    const onChange = vi.fn<(vizType: string) => void>();
    render(<Explore onChange={onChange} />);
    const user = userEvent.setup();
    for (let i = 0; i < 20 && document.activeElement?.textContent !== 'View all charts'; i++) await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Select a visualization type' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search all charts' }));
    await user.keyboard('chart');
    await user.tab(); // the clear icon
    await user.tab(); // the grid
    expect(document.activeElement?.getAttribute('role')).toBe('option');
    const first = document.activeElement?.textContent;
    await user.keyboard('{ArrowRight}');
    const moved = document.activeElement?.textContent ?? '';
    expect(moved).not.toBe(first);
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(strip().getByRole('button', { name: moved }).getAttribute('aria-pressed')).toBe('true');
  });
});
