/** Gallery thumbnails of the catalogue's chart types (smooth and stepped lines, distributions, hierarchies, …). */
import { AXES, C, line, thumbnail } from './thumbnailKit';

/** Thumbnails by viz_type. */
export const CATALOGUE_THUMBNAILS = {
  echarts_timeseries_smooth: thumbnail(
    AXES +
      `<path d="M16 62C26 48 36 46 48 54S60 34 72 34S90 18 110 24" fill="none" stroke="${C[0]}" stroke-width="2.5" stroke-linecap="round"/>` +
      `<path d="M16 70C28 64 38 70 50 66S70 54 84 58S100 48 110 50" fill="none" stroke="${C[1]}" stroke-width="2.5" stroke-linecap="round"/>`,
  ),
  echarts_timeseries_step: thumbnail(
    AXES +
      line('16,62 30,62 30,48 46,48 46,56 62,56 62,32 80,32 80,40 96,40 96,20 110,20', C[0], 2.5) +
      line('16,72 36,72 36,66 56,66 56,60 76,60 76,52 96,52 96,56 110,56', C[1], 2.5),
  ),
  mixed_timeseries: thumbnail(
    `<path d="M14 8V78H106V8" fill="none" stroke="#B0B7C3" stroke-width="1.5"/>` +
      [22, 38, 54, 70, 86]
        .map(
          (x, i) =>
            `<rect x="${x}" y="${[50, 40, 56, 34, 46][i]}" width="10" height="${78 - ([50, 40, 56, 34, 46][i] ?? 0)}" fill="${C[1]}"/>`,
        )
        .join('') +
      line('27,40 43,28 59,36 75,18 91,24', C[0], 2.5),
  ),
  histogram_v2: thumbnail(
    AXES +
      [66, 54, 36, 22, 30, 48, 62, 72]
        .map(
          (y, i) =>
            `<rect x="${16 + i * 12}" y="${y}" width="12" height="${78 - y}" fill="${C[0]}" stroke="#FFFFFF" stroke-width="1"/>`,
        )
        .join(''),
  ),
  box_plot: thumbnail(
    AXES +
      [
        [30, 18, 34, 50, 66, C[0]],
        [60, 28, 40, 52, 72, C[1]],
        [90, 12, 26, 44, 60, C[2]],
      ]
        .map(
          ([x, top, q3, q1, bottom, color]) =>
            `<path d="M${x} ${top}V${q3}M${x} ${q1}V${bottom}M${Number(x) - 5} ${top}H${Number(x) + 5}M${Number(x) - 5} ${bottom}H${Number(x) + 5}" stroke="${color}" stroke-width="2"/>` +
            `<rect x="${Number(x) - 9}" y="${q3}" width="18" height="${Number(q1) - Number(q3)}" fill="${color}" fill-opacity="0.35" stroke="${color}" stroke-width="2"/>` +
            `<path d="M${Number(x) - 9} ${(Number(q3) + Number(q1)) / 2}H${Number(x) + 9}" stroke="${color}" stroke-width="2"/>`,
        )
        .join('') +
      `<circle cx="60" cy="16" r="2.5" fill="${C[1]}"/>`,
  ),
  bubble_v2: thumbnail(
    AXES +
      [
        [32, 60, 8, 0],
        [50, 40, 14, 1],
        [76, 52, 10, 0],
        [92, 24, 16, 2],
        [64, 24, 6, 1],
      ]
        .map(([cx, cy, r, s]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C[Number(s)]}" fill-opacity="0.6"/>`)
        .join(''),
  ),
  funnel: thumbnail(
    [
      [10, 110, 96, 86],
      [14, 96, 80, 72],
      [18, 80, 62, 56],
      [22, 62, 44, 40],
    ]
      .map(
        ([i, t, b], n) =>
          `<path d="M${120 - Number(t)} ${Number(i) + n * 14}H${t}L${b} ${Number(i) + n * 14 + 14}H${120 - Number(b)}Z" fill="${C[n]}"/>`,
      )
      .join(''),
  ),
  waterfall: thumbnail(
    AXES +
      [
        [20, 50, 78, '#5AC189'],
        [38, 30, 50, '#5AC189'],
        [56, 30, 44, '#E04355'],
        [74, 20, 44, '#5AC189'],
        [92, 20, 78, '#666666'],
      ]
        .map(
          ([x, y0, y1, fill]) =>
            `<rect x="${x}" y="${y0}" width="12" height="${Number(y1) - Number(y0)}" fill="${fill}"/>`,
        )
        .join(''),
  ),
  heatmap_v2: thumbnail(
    [0, 1, 2, 3]
      .flatMap((row) =>
        [0, 1, 2, 3, 4].map(
          (col) =>
            `<rect x="${12 + col * 20}" y="${8 + row * 18}" width="19" height="17" fill="${C[0]}" fill-opacity="${(0.15 + (((row * 3 + col * 7) % 10) / 10) * 0.85).toFixed(2)}"/>`,
        ),
      )
      .join(''),
  ),
  gauge_chart: thumbnail(
    `<path d="M30.3 71.7A42 42 0 1 1 89.7 71.7" fill="none" stroke="#E6E9EE" stroke-width="10"/>` +
      `<path d="M30.3 71.7A42 42 0 0 1 88.8 19.2" fill="none" stroke="${C[0]}" stroke-width="10"/>` +
      `<text x="60" y="56" text-anchor="middle" font-family="system-ui, sans-serif" font-size="16" font-weight="700" fill="#1F2430">75%</text>`,
  ),
  treemap_v2: thumbnail(
    [
      [6, 6, 62, 48, 0],
      [6, 56, 62, 28, 0],
      [70, 6, 44, 34, 1],
      [70, 42, 22, 42, 2],
      [94, 42, 20, 42, 3],
    ]
      .map(([x, y, w, h, c]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${C[Number(c)]}"/>`)
      .join(''),
  ),
  sunburst_v2: thumbnail(
    `<circle cx="60" cy="45" r="10" fill="#FFFFFF"/>` +
      `<path d="M60 27A18 18 0 0 1 77.1 50.6L69.5 48.1A10 10 0 0 0 60 35Z" fill="${C[0]}"/>` +
      `<path d="M77.1 50.6A18 18 0 1 1 60 27V35A10 10 0 1 0 69.5 48.1Z" fill="${C[1]}"/>` +
      `<path d="M60 9A36 36 0 0 1 94.2 33.9L77.1 39.4A18 18 0 0 0 60 27Z" fill="${C[0]}" fill-opacity="0.7"/>` +
      `<path d="M94.2 33.9A36 36 0 0 1 94.2 56.1L77.1 50.6A18 18 0 0 0 77.1 39.4Z" fill="${C[2]}"/>` +
      `<path d="M94.2 56.1A36 36 0 0 1 38.8 74.1L49.4 59.6A18 18 0 0 0 77.1 50.6Z" fill="${C[1]}" fill-opacity="0.7"/>` +
      `<path d="M38.8 74.1A36 36 0 0 1 60 9V27A18 18 0 0 0 49.4 59.6Z" fill="${C[3]}"/>`,
  ),
  word_cloud: thumbnail(
    [
      ['Superset', 60, 50, 22, 0, 0],
      ['data', 28, 26, 14, 1, 0],
      ['charts', 92, 26, 13, 2, 0],
      ['maps', 22, 74, 12, 3, 0],
      ['SQL', 96, 72, 15, 4, 0],
      ['cloud', 106, 48, 10, 1, 90],
      ['words', 58, 76, 11, 2, 0],
    ]
      .map(
        ([text, x, y, size, c, r]) =>
          `<text x="${x}" y="${y}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${C[Number(c)]}" transform="rotate(${r} ${x} ${y})">${text}</text>`,
      )
      .join(''),
  ),
  world_map: thumbnail(
    `<rect x="6" y="10" width="108" height="70" fill="#EEF3F7"/>` +
      `<path d="M14 22L34 16L46 22L42 36L30 40L22 34Z" fill="${C[0]}"/>` +
      `<path d="M34 44L44 42L48 56L40 72L34 60Z" fill="${C[0]}" fill-opacity="0.55"/>` +
      `<path d="M54 18L68 16L70 26L60 30L54 26Z" fill="${C[0]}" fill-opacity="0.35"/>` +
      `<path d="M56 32L70 32L74 48L66 62L58 50Z" fill="${C[0]}" fill-opacity="0.75"/>` +
      `<path d="M72 16L104 18L106 34L92 42L76 34Z" fill="${C[0]}" fill-opacity="0.9"/>` +
      `<path d="M92 54L106 52L108 64L96 66Z" fill="${C[0]}" fill-opacity="0.45"/>` +
      `<circle cx="30" cy="28" r="7" fill="${C[3]}" fill-opacity="0.7"/><circle cx="88" cy="28" r="5" fill="${C[3]}" fill-opacity="0.7"/>`,
  ),
  country_map: thumbnail(
    [
      ['M14 20H38V40H14Z', 0.3],
      ['M38 20H62V34H38Z', 0.6],
      ['M62 20H84L86 38H62Z', 0.45],
      ['M84 22L106 26V46L86 38Z', 0.85],
      ['M14 40H40V66L22 62Z', 0.7],
      ['M40 34H62V56H40Z', 0.2],
      ['M62 38H86L88 58H62Z', 0.55],
      ['M40 56H70L64 76L48 72Z', 0.95],
      ['M86 46L106 46L100 64L88 58Z', 0.35],
    ]
      .map(([d, o]) => `<path d="${d}" fill="${C[0]}" fill-opacity="${o}" stroke="#FFFFFF" stroke-width="1.5"/>`)
      .join(''),
  ),
} as const;
