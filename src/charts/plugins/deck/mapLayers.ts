/**
 * A map layer as its camera sees it: extruded cells as columns (extrude.ts), points aggregated on the screen as cells
 * of pixels (screen.ts), every other layer projected flat (project.ts). The one entry MapChartView calls per layer and frame.
 */
import type { GeoMarks, MarkLayer } from '../../model';
import { projectExtruded } from './extrude';
import { projectGeoMarks } from './project';
import { aggregateOnScreen } from './screen';
import type { MapCamera, ProjectionBuffers } from './project';

/** The marks of `geo` on the plot of `camera`. */
export function projectMapLayer(geo: GeoMarks, camera: MapCamera, buffers: ProjectionBuffers): MarkLayer {
  if (geo.elevationMeters && geo.marks.kind === 'polygon') return projectExtruded(geo, camera);
  const flat = projectGeoMarks(geo, camera, buffers);
  return geo.screen ? aggregateOnScreen(geo.marks.id, flat.positions, geo.screen, camera.width, camera.height) : flat;
}
