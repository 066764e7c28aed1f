/** Text cut to a number of lines with an ellipsis (S3.06): the browser's line clamp, sized to the box it sits in. */
import type { CSSProperties } from 'react';

/** How many whole lines of `lineHeight` px fit in `height` px; at least one. */
export function linesThatFit(height: number, lineHeight: number): number {
  return Math.max(1, Math.floor(height / lineHeight));
}

/** The style that shows at most `lines` lines and ends the last one shown with an ellipsis when the text is longer. */
export function lineClampStyle(lines: number, lineHeight: number): CSSProperties {
  return {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
    lineHeight: `${lineHeight}px`,
  };
}
