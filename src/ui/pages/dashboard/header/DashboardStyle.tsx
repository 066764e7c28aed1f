/** The dashboard's CSS applied to the page (D2.02): one <style> element the page owns, removed when it is left. */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { dashboardStore } from '../../../../state/dashboard';

/**
 * Writes the open dashboard's CSS into a <style> element of the document head as the store changes (the CSS editor
 * applies it live). The CSS goes in as text, never as markup, so nothing in it can end the element.
 */
export function DashboardStyle() {
  const { css } = useSnapshot(dashboardStore);
  const element = useRef<HTMLStyleElement | null>(null);
  useEffect(() => {
    const style = document.createElement('style');
    style.dataset.test = 'dashboard-css';
    document.head.appendChild(style);
    element.current = style;
    return () => {
      style.remove();
      element.current = null;
    };
  }, []);
  useEffect(() => {
    if (element.current) element.current.textContent = css;
  }, [css]);
  return null;
}
