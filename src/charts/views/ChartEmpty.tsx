/** A DOM chart's empty state: the message its render model carries, centred in the chart's box. */
import './ChartEmpty.css';

export function ChartEmpty({ text, width, height }: { text: string; width: number; height: number }) {
  return (
    <div className="tessera-chart-empty" style={{ width, height }}>
      {text}
    </div>
  );
}
