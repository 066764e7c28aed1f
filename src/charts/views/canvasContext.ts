/** The page's chart canvas, handed to chart views through React context. */
import { createContext, useContext } from 'react';
import type { ChartCanvas } from '../renderer/chartCanvas';

/** Provides the page's one ChartCanvas to every chart below. */
export const ChartCanvasContext = createContext<ChartCanvas | null>(null);

/** The page's chart canvas; views drawn outside a page get null and draw nothing in WebGL. */
export function useChartCanvas(): ChartCanvas | null {
  return useContext(ChartCanvasContext);
}
