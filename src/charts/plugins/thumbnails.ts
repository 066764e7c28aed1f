/** Each built-in chart type's gallery thumbnail: a small SVG drawn by hand in the chart's own shapes and colours. */

import { CATALOGUE_THUMBNAILS } from './catalogueThumbnails';
import { AXES, C, line, thumbnail } from './thumbnailKit';

/** Thumbnails by viz_type. */
export const THUMBNAILS = {
  echarts_timeseries_line: thumbnail(
    AXES +
      line('16,62 32,50 48,56 64,34 80,40 96,22 110,28', C[0]) +
      line('16,70 32,66 48,68 64,58 80,60 96,50 110,54', C[1]),
  ),
  echarts_timeseries_bar: thumbnail(
    AXES +
      [
        [20, 40, C[0]],
        [36, 24, C[0]],
        [52, 52, C[0]],
        [68, 32, C[0]],
        [84, 14, C[0]],
        [100, 44, C[0]],
      ]
        .map(([x, y, fill]) => `<rect x="${x}" y="${y}" width="10" height="${78 - Number(y)}" fill="${fill}"/>`)
        .join(''),
  ),
  echarts_area: thumbnail(
    AXES +
      `<path d="M15 58L32 46L48 52L64 30L80 36L96 20L111 26V77H15Z" fill="${C[0]}" fill-opacity="0.85"/>` +
      `<path d="M15 68L32 62L48 66L64 54L80 58L96 46L111 50V77H15Z" fill="${C[1]}" fill-opacity="0.9"/>`,
  ),
  echarts_timeseries_scatter: thumbnail(
    AXES +
      [
        [24, 64, 0],
        [34, 52, 0],
        [44, 58, 1],
        [52, 40, 0],
        [62, 46, 1],
        [70, 30, 0],
        [80, 36, 1],
        [90, 20, 0],
        [100, 26, 1],
        [104, 14, 0],
      ]
        .map(([cx, cy, s]) => `<circle cx="${cx}" cy="${cy}" r="4" fill="${C[Number(s)]}" fill-opacity="0.85"/>`)
        .join(''),
  ),
  big_number_total: thumbnail(
    `<text x="60" y="52" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="700" fill="#1F2430">5.2M</text>` +
      `<text x="60" y="70" text-anchor="middle" font-family="system-ui, sans-serif" font-size="10" fill="#6B7280">total sales</text>` +
      `<rect x="36" y="76" width="48" height="2" rx="1" fill="${C[0]}"/>`,
  ),
  big_number: thumbnail(
    `<text x="60" y="36" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" font-weight="700" fill="#1F2430">48.3k</text>` +
      `<text x="60" y="48" text-anchor="middle" font-family="system-ui, sans-serif" font-size="8" fill="#5AC189">+12% week over week</text>` +
      `<path d="M8 80L24 72L40 76L56 64L72 68L88 56L112 58V86H8Z" fill="${C[0]}" fill-opacity="0.25"/>` +
      line('8,80 24,72 40,76 56,64 72,68 88,56 112,58', C[0], 2),
  ),
  pie: thumbnail(
    `<path d="M60 45L60 13A32 32 0 0 1 69.89 75.43Z" fill="${C[0]}"/>` +
      `<path d="M60 45L69.89 75.43A32 32 0 0 1 29.57 54.89Z" fill="${C[1]}"/>` +
      `<path d="M60 45L29.57 54.89A32 32 0 0 1 38.1 21.67Z" fill="${C[2]}"/>` +
      `<path d="M60 45L38.1 21.67A32 32 0 0 1 60 13Z" fill="${C[3]}"/>`,
  ),
  table: thumbnail(
    `<rect x="10" y="10" width="100" height="14" fill="#E8EBF0"/>` +
      [24, 38, 52, 66, 80].map((y) => `<line x1="10" y1="${y}" x2="110" y2="${y}" stroke="#D5DAE1"/>`).join('') +
      [10, 44, 77, 110].map((x) => `<line x1="${x}" y1="10" x2="${x}" y2="80" stroke="#D5DAE1"/>`).join('') +
      [30, 44, 58, 72]
        .map(
          (y, i) =>
            `<rect x="14" y="${y - 3}" width="${22 - i * 3}" height="5" rx="1" fill="#6B7280"/><rect x="80" y="${y - 3}" width="${12 + i * 4}" height="5" rx="1" fill="${C[0]}"/>`,
        )
        .join(''),
  ),
  pivot_table_v2: thumbnail(
    `<rect x="10" y="10" width="100" height="24" fill="#E8EBF0"/><rect x="10" y="34" width="30" height="46" fill="#F3F4F6"/>` +
      `<line x1="40" y1="22" x2="110" y2="22" stroke="#D5DAE1"/>` +
      [34, 46, 58, 70, 80].map((y) => `<line x1="10" y1="${y}" x2="110" y2="${y}" stroke="#D5DAE1"/>`).join('') +
      [10, 40, 75, 110].map((x) => `<line x1="${x}" y1="10" x2="${x}" y2="80" stroke="#D5DAE1"/>`).join('') +
      `<rect x="50" y="13" width="16" height="5" rx="1" fill="#6B7280"/><rect x="84" y="13" width="16" height="5" rx="1" fill="#6B7280"/>` +
      [37, 49, 61]
        .map(
          (y, i) =>
            `<rect x="14" y="${y + 2}" width="${18 - i * 2}" height="5" rx="1" fill="#6B7280"/>` +
            `<rect x="44" y="${y}" width="27" height="10" fill="${C[0]}" fill-opacity="${0.25 + i * 0.3}"/>` +
            `<rect x="79" y="${y}" width="27" height="10" fill="${C[0]}" fill-opacity="${0.85 - i * 0.3}"/>`,
        )
        .join('') +
      `<rect x="10" y="70" width="100" height="10" fill="${C[1]}" fill-opacity="0.18"/>`,
  ),
  time_table: thumbnail(
    `<rect x="10" y="10" width="100" height="14" fill="#E8EBF0"/>` +
      [24, 42, 60, 78].map((y) => `<line x1="10" y1="${y}" x2="110" y2="${y}" stroke="#D5DAE1"/>`).join('') +
      [
        ['14,37 22,31 30,34 38,28 46,30 54,27', 33, '+12%', C[2]],
        ['14,50 22,53 30,48 38,54 46,52 54,57', 51, '-4%', C[4]],
        ['14,72 22,66 30,69 38,64 46,65 54,62', 69, '+7%', C[2]],
      ]
        .map(
          ([points, y, change, color]) =>
            line(String(points), C[0], 1.8) +
            `<text x="84" y="${Number(y) + 3}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="9" fill="${color}">${change}</text>`,
        )
        .join(''),
  ),
  ...CATALOGUE_THUMBNAILS,
} as const;
