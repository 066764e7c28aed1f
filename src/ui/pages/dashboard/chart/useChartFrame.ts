/**
 * A dashboard chart's frame (D1.14): its grid place, or the whole window while it is the full-size chart. The cell
 * is resized in place (never remounted) and drawn on the page's one canvas; Escape leaves full size.
 */
import { useEffect, useState } from 'react';
import { setFullSizeChartId } from '../../../../state/dashboard';
import { useFullSize } from './useChartView';

interface Frame {
  style: React.CSSProperties;
  width: number;
  height: number;
  className?: string;
}

const windowSize = () => ({ width: window.innerWidth, height: window.innerHeight });

export function useChartFrame(chartId: number | undefined, place: Frame): Frame {
  const full = useFullSize(chartId ?? -1);
  // A resize of the window draws the full-size chart again at the window's new size.
  const [, setResizes] = useState(0);
  useEffect(() => {
    if (!full) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setFullSizeChartId(null);
    const onResize = () => setResizes((n) => n + 1);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [full]);
  if (!full) return place;
  const size = windowSize();
  return {
    style: { ...place.style, position: 'fixed', left: 0, top: 0, ...size },
    ...size,
    className: 'chart-full-size',
  };
}
