/**
 * The dashboard's address, acted on once the grid is laid out: the focused chart is scrolled to and highlighted and
 * its parameter removed (D1.05); the tabs that contain it, or the component the address's #anchor names, are opened
 * (directPathToChild, D4.12); the standalone modes hide the navigation (D1.08).
 */
import { useEffect, useRef } from 'react';
import type { DashboardLayout } from '../../../../core/layout';
import { navigate, routerStore } from '../../../../state/app';
import { dashboardStore, setActiveTab } from '../../../../state/dashboard';
import { chartComponentId, focusedChartId, standaloneMode, tabsToOpen, withoutFocusedChart } from './deepLink';

/** How long the focused chart stays highlighted. */
export const FOCUS_HIGHLIGHT_MS = 2000;

/** The component an address points at: the focused chart's, else the #anchor's. */
export function addressTarget(
  layout: DashboardLayout,
  search: URLSearchParams | undefined,
  hash: string,
): string | null {
  const chartId = focusedChartId(search);
  if (chartId !== null) return chartComponentId(layout, chartId);
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  return anchor && layout[anchor] ? anchor : null;
}

/** Opens the tabs around the address's component, then (once drawn) scrolls to it and highlights it. */
export function useDeepLink(search: URLSearchParams | undefined, ready: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return undefined;
    done.current = true;
    const layout = dashboardStore.layout as DashboardLayout;
    const id = addressTarget(layout, search, typeof location === 'undefined' ? '' : location.hash);
    if (id === null) return undefined;
    for (const { tabsId, tabId } of tabsToOpen(layout, id)) setActiveTab(tabsId, tabId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The grid lays out the opened tabs on the next render.
    const frame = requestAnimationFrame(() => {
      const element = document.querySelector<HTMLElement>(`[data-component-id="${CSS.escape(id)}"]`);
      if (!element) return;
      element.scrollIntoView?.({ block: 'center' });
      if (focusedChartId(search) === null) return;
      element.classList.add('chart-focused');
      timer = setTimeout(() => element.classList.remove('chart-focused'), FOCUS_HIGHLIGHT_MS);
      navigate(withoutFocusedChart(routerStore.path, new URLSearchParams(routerStore.search), location.hash), {
        replace: true,
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [ready, search]);
}

/** Hides the app's navigation (and with it, standalone 2 and 3, the dashboard's title) while the page is shown. */
export function useStandalone(search: URLSearchParams | undefined) {
  const mode = standaloneMode(search);
  useEffect(() => {
    if (!mode.hideNav) return undefined;
    document.body.classList.add('standalone-hide-nav');
    return () => document.body.classList.remove('standalone-hide-nav');
  }, [mode.hideNav]);
  return mode;
}
