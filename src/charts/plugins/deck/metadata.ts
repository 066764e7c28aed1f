/** Gallery metadata and thumbnails of the deck.gl geo charts (Superset's names, category Map). */
import type { ChartMetadata } from '../../../core/chart-plugin';
import { meta } from '../metadata';
import { C, thumbnail } from '../thumbnailKit';

/** A small map: sea, two land masses and their coastlines, under each thumbnail's marks. */
const MAP =
  `<rect x="6" y="6" width="108" height="78" rx="4" fill="#EAF2F8"/>` +
  `<path d="M12 30C20 18 38 14 50 20C58 26 52 40 60 48C64 58 50 70 38 66C26 62 16 50 12 30Z" fill="#F4F1EA" stroke="#B0B7C3"/>` +
  `<path d="M66 16C80 10 104 14 108 28C112 44 100 52 92 62C84 72 70 66 68 54C66 42 58 26 66 16Z" fill="#F4F1EA" stroke="#B0B7C3"/>`;

const dots = (points: [number, number, number, number][]): string =>
  points.map(([cx, cy, r, c]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C[c]}" fill-opacity="0.8"/>`).join('');

const MAP_TAGS = ['deckGL', 'Geo', '2D'];

/** Metadata per deck.gl viz_type key. */
export const DECK_METADATA: Record<string, ChartMetadata> = {
  deck_scatter: meta({
    name: 'deck.gl Scatterplot',
    category: 'Map',
    description: 'A map that takes rendering circles with a variable radius at latitude/longitude coordinates',
    tags: [...MAP_TAGS, 'Comparison', 'Scatter', 'Intensity', 'Density'],
    behaviors: ['INTERACTIVE_CHART'],
    thumbnail: thumbnail(
      MAP +
        dots([
          [26, 32, 5, 0],
          [40, 50, 3, 0],
          [34, 26, 2, 1],
          [80, 30, 6, 0],
          [96, 40, 3, 1],
          [88, 56, 4, 0],
          [46, 60, 2, 1],
        ]),
    ),
  }),
  deck_grid: meta({
    name: 'deck.gl Grid',
    category: 'Map',
    description: 'Visualize geospatial data like 3D buildings, landscapes, or objects in grid view.',
    tags: [...MAP_TAGS, 'Intensity', 'Density'],
    behaviors: [],
    thumbnail: thumbnail(
      MAP +
        [
          [20, 24, 0.35],
          [32, 24, 0.6],
          [32, 36, 0.9],
          [44, 36, 0.5],
          [44, 48, 0.3],
          [80, 24, 0.8],
          [92, 24, 0.45],
          [92, 36, 0.95],
          [80, 48, 0.4],
        ]
          .map(([x, y, o]) => `<rect x="${x}" y="${y}" width="11" height="11" fill="${C[0]}" fill-opacity="${o}"/>`)
          .join(''),
    ),
  }),
  deck_hex: meta({
    name: 'deck.gl 3D Hexagon',
    category: 'Map',
    description:
      'deck.gl 3D Hexagon layer bins points within a hexagonal grid and draws each cell coloured by its weight.',
    tags: [...MAP_TAGS, 'Intensity', 'Density'],
    behaviors: [],
    thumbnail: thumbnail(
      MAP +
        [
          [28, 30, 0.4],
          [40, 30, 0.8],
          [34, 40, 0.6],
          [46, 40, 0.3],
          [84, 28, 0.9],
          [96, 28, 0.5],
          [90, 38, 0.7],
        ]
          .map(([x = 0, y = 0, o = 1]) => {
            const pts = Array.from({ length: 6 }, (_, k) => {
              const a = (Math.PI / 180) * (60 * k - 30);
              return `${(x + 6 * Math.cos(a)).toFixed(1)},${(y + 6 * Math.sin(a)).toFixed(1)}`;
            }).join(' ');
            return `<polygon points="${pts}" fill="${C[3]}" fill-opacity="${o}"/>`;
          })
          .join(''),
    ),
  }),
  deck_arc: meta({
    name: 'deck.gl Arc',
    category: 'Map',
    description: 'Plot the distance (like flight paths) between origin and destination.',
    tags: [...MAP_TAGS, 'Directional', 'Flow'],
    behaviors: ['INTERACTIVE_CHART'],
    thumbnail: thumbnail(
      MAP +
        `<path d="M30 40Q55 6 86 30" fill="none" stroke="${C[0]}" stroke-width="2"/>` +
        `<path d="M40 56Q66 30 96 44" fill="none" stroke="${C[3]}" stroke-width="2"/>` +
        `<path d="M24 30Q50 60 90 56" fill="none" stroke="${C[1]}" stroke-width="2"/>`,
    ),
  }),
  deck_polygon: meta({
    name: 'deck.gl Polygon',
    category: 'Map',
    description:
      'Visualizes geographic areas from your data as polygons on a map. Polygons can be colored using a metric.',
    tags: ['deckGL', '3D', 'Multi-Dimensions', 'Geo'],
    behaviors: ['INTERACTIVE_CHART'],
    thumbnail: thumbnail(
      MAP +
        `<path d="M14 30L30 20L48 26L46 44L28 48Z" fill="${C[0]}" fill-opacity="0.8" stroke="#FFFFFF"/>` +
        `<path d="M28 48L46 44L58 54L40 66Z" fill="${C[1]}" fill-opacity="0.8" stroke="#FFFFFF"/>` +
        `<path d="M70 18L100 16L106 36L84 40Z" fill="${C[3]}" fill-opacity="0.8" stroke="#FFFFFF"/>` +
        `<path d="M84 40L106 36L96 60L76 58Z" fill="${C[2]}" fill-opacity="0.8" stroke="#FFFFFF"/>`,
    ),
  }),
  deck_geojson: meta({
    name: 'deck.gl Geojson',
    category: 'Map',
    description:
      'The GeoJsonLayer takes in GeoJSON formatted data and renders it as interactive polygons, lines and points.',
    tags: ['deckGL', '2D'],
    behaviors: ['INTERACTIVE_CHART'],
    thumbnail: thumbnail(
      MAP +
        `<path d="M18 28L40 22L50 40L30 52Z" fill="${C[1]}" fill-opacity="0.6" stroke="${C[1]}"/>` +
        `<path d="M64 60L78 40L92 48L104 26" fill="none" stroke="${C[3]}" stroke-width="2"/>` +
        dots([
          [78, 22, 3, 0],
          [96, 62, 3, 0],
          [40, 66, 3, 0],
        ]),
    ),
  }),
  deck_path: meta({
    name: 'deck.gl Path',
    category: 'Map',
    description: 'Visualizes connected points, which form a path, on a map.',
    tags: ['deckGL', 'Geo', '2D', 'Directional'],
    behaviors: ['INTERACTIVE_CHART'],
    thumbnail: thumbnail(
      MAP +
        `<path d="M16 50L30 40L44 44L60 30L78 34L94 22L106 26" fill="none" stroke="${C[0]}" stroke-width="2.5"/>` +
        `<path d="M22 66L40 58L58 62L74 50L100 56" fill="none" stroke="${C[0]}" stroke-width="2.5"/>`,
    ),
  }),
  deck_multi: meta({
    name: 'deck.gl Multiple Layers',
    category: 'Map',
    description: 'Compose multiple layers together to form complex visuals.',
    tags: ['deckGL', 'Multi-Layers', 'Geo'],
    behaviors: [],
    thumbnail: thumbnail(
      MAP +
        `<path d="M66 16C80 10 104 14 108 28C112 44 100 52 92 62C84 72 70 66 68 54C66 42 58 26 66 16Z" fill="${C[2]}" fill-opacity="0.5"/>` +
        `<path d="M30 40Q55 6 86 30" fill="none" stroke="${C[3]}" stroke-width="2"/>` +
        dots([
          [30, 40, 4, 0],
          [86, 30, 4, 0],
          [44, 58, 3, 1],
        ]),
    ),
  }),
  deck_screengrid: meta({
    name: 'deck.gl Screen Grid',
    category: 'Map',
    description:
      'Aggregates data within the boundary of grid cells and maps the aggregated values to a dynamic color scale',
    tags: [...MAP_TAGS, 'Comparison', 'Intensity', 'Density'],
    behaviors: [],
    thumbnail: thumbnail(
      MAP +
        [
          [24, 24, 0.3],
          [32, 24, 0.7],
          [32, 32, 1],
          [40, 32, 0.5],
          [24, 40, 0.4],
          [84, 24, 0.9],
          [92, 32, 0.6],
          [84, 40, 0.3],
        ]
          .map(([x, y, o]) => `<rect x="${x}" y="${y}" width="7" height="7" fill="${C[0]}" fill-opacity="${o}"/>`)
          .join(''),
    ),
  }),
  deck_heatmap: meta({
    name: 'deck.gl Heatmap',
    category: 'Map',
    description: 'Uses Gaussian Kernel Density Estimation to visualize spatial distribution of data',
    tags: [...MAP_TAGS, 'Intensity', 'Density', 'Heatmap'],
    behaviors: [],
    thumbnail: thumbnail(
      MAP +
        [
          [34, 36, 16],
          [88, 30, 20],
          [94, 56, 10],
        ]
          .map(([x, y, r = 0]) =>
            [1, 0.66, 0.33]
              .map(
                (k, i) => `<circle cx="${x}" cy="${y}" r="${r * k}" fill="${C[i === 2 ? 3 : 1]}" fill-opacity="0.35"/>`,
              )
              .join(''),
          )
          .join(''),
    ),
  }),
  deck_contour: meta({
    name: 'deck.gl Contour',
    category: 'Map',
    description:
      'Uses Gaussian Kernel Density Estimation to visualize spatial distribution of data as isolines and isobands',
    tags: [...MAP_TAGS, 'Intensity', 'Density'],
    behaviors: [],
    thumbnail: thumbnail(
      MAP +
        `<path d="M22 36C22 24 44 22 48 32C52 44 34 50 22 36Z" fill="${C[0]}" fill-opacity="0.35"/>` +
        `<path d="M30 36C30 30 40 29 42 34C43 40 34 42 30 36Z" fill="${C[0]}" fill-opacity="0.7"/>` +
        `<path d="M74 30C76 18 102 18 104 30C106 44 86 52 76 42C72 38 73 34 74 30Z" fill="none" stroke="${C[3]}" stroke-width="1.5"/>` +
        `<path d="M82 32C84 26 96 26 97 32C98 38 88 42 84 38Z" fill="none" stroke="${C[3]}" stroke-width="1.5"/>`,
    ),
  }),
};
