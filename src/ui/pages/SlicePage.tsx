/** One saved chart, full size (the /superset/slice/{id}/ page). */
import { useLayoutEffect, useRef, useState } from 'react';
import type { ChartPlugin, ChartRegistry } from '../../core/chart-plugin';
import { ChartCanvasContext, TableQueryContext, defaultRegistry } from '../../charts';
import { pageTableQuery } from './results';
import { ChartCell } from './ChartCell';
import type { ChartDataSource } from './dataSource';
import { usePageCanvas } from './pageCanvas';

export interface SlicePageProps {
  sliceId: number;
  dataSource: ChartDataSource;
  registry?: ChartRegistry<ChartPlugin<unknown, unknown>>;
}

/** The chart fills the window, minus a margin. */
export function SlicePage({ sliceId, dataSource, registry = defaultRegistry() }: SlicePageProps) {
  const canvas = usePageCanvas();
  const [size, setSize] = useState({ width: 0, height: 0 });
  const box = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (box.current) canvas.attach(box.current);
  }, [canvas]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = (): void => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <ChartCanvasContext.Provider value={canvas}>
      <TableQueryContext.Provider value={pageTableQuery}>
        <div
          ref={box}
          style={{
            position: 'relative',
            zIndex: 1,
            width: 'calc(100vw - 32px)',
            height: 'calc(100vh - 32px)',
            margin: 16,
          }}
        >
          {size.width > 0 ? (
            <ChartCell
              chartId={sliceId}
              width={size.width}
              height={size.height}
              active
              dataSource={dataSource}
              registry={registry}
            />
          ) : null}
        </div>
      </TableQueryContext.Provider>
    </ChartCanvasContext.Provider>
  );
}
