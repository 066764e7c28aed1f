/** Word clouds: the words are the chart, so they are DOM text (as a table's cells are), laid out by d3-cloud. */
import { useEffect, useState } from 'react';
import type { WordCloudModel } from '../model';
import { CLOUD_FONT, layoutWords } from '../plugins/wordCloud/layout';
import type { PlacedWord } from '../plugins/wordCloud/layout';
import { ChartEmpty } from './ChartEmpty';
import { Tooltip } from './overlays';
import type { TooltipContent } from './overlays';

const makeCanvas = (): HTMLCanvasElement => document.createElement('canvas');

export function WordCloudView({ model, width, height }: { model: WordCloudModel; width: number; height: number }) {
  const [placed, setPlaced] = useState<PlacedWord[]>([]);
  const [hover, setHover] = useState<{ content: TooltipContent; x: number; y: number } | null>(null);

  useEffect(() => {
    if (model.emptyText || width <= 0 || height <= 0) return undefined;
    return layoutWords(model.words, width, height, makeCanvas, setPlaced);
  }, [model, width, height]);

  if (model.emptyText) return <ChartEmpty text={model.emptyText} width={width} height={height} />;
  return (
    <div
      role="img"
      aria-label={`Word cloud of ${model.words.length} words`}
      data-word-cloud=""
      style={{ position: 'relative', width, height, overflow: 'hidden' }}
    >
      {placed.map((word) => (
        <span
          key={word.text}
          style={{
            position: 'absolute',
            left: width / 2 + word.x,
            top: height / 2 + word.y,
            transform: `translate(-50%, -50%) rotate(${word.rotate}deg)`,
            font: `bold ${word.size}px ${CLOUD_FONT}`,
            lineHeight: 1,
            whiteSpace: 'nowrap',
            color: word.color,
            cursor: 'default',
          }}
          onMouseMove={(event) =>
            setHover({
              content: { title: word.text, rows: [{ label: model.metricLabel, value: word.value, color: word.color }] },
              x: event.clientX,
              y: event.clientY,
            })
          }
          onMouseLeave={() => setHover(null)}
        >
          {word.text}
        </span>
      ))}
      {hover ? <Tooltip content={hover.content} x={hover.x} y={hover.y} /> : null}
    </div>
  );
}
