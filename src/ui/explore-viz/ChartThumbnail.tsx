/** A chart type's thumbnail on a tile; a plugin that ships none (a dynamic one may not) gets its name's initials in the frame. */
import type { ChartMetadata } from '../../core/chart-plugin';

/** Initials of a chart type's name ('Big Number with Trendline' → 'BNT'), at most three. */
function initialsOf(name: string): string {
  return (name.match(/\b[A-Za-z0-9]/g) ?? []).slice(0, 3).join('').toUpperCase();
}

export function ChartThumbnail({ metadata, small = false }: { metadata: ChartMetadata; small?: boolean }) {
  const [width, height] = small ? [40, 30] : [120, 90];
  if (metadata.thumbnail)
    return <img className="viz-tile-thumbnail" src={metadata.thumbnail} alt="" width={width} height={height} />;
  return (
    <span className="viz-tile-thumbnail viz-tile-initials" style={{ width, height }} aria-hidden="true">
      {initialsOf(metadata.name)}
    </span>
  );
}
