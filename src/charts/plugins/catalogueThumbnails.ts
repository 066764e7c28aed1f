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
} as const;
