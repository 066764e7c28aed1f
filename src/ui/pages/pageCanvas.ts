/** The one chart canvas of a page, for as long as the page is mounted. */
import { useEffect, useState } from 'react';
import { createChartCanvas, type ChartCanvas } from '../../charts';
import { onWaveCommitted } from '../../state/charts';

/**
 * Creates the page's canvas once, destroys it when the page goes, and draws the charts of each committed wave (a
 * cross filter's answers, a refresh's) at the next frame rather than with the canvas's next batch.
 */
export function usePageCanvas(create: () => ChartCanvas = createChartCanvas): ChartCanvas {
  const [canvas] = useState(create);
  useEffect(() => {
    const stop = onWaveCommitted(() => canvas.expedite());
    return () => {
      stop();
      canvas.destroy();
    };
  }, [canvas]);
  return canvas;
}
