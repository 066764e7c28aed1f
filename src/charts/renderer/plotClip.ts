/**
 * Clips each mark at its own chart's plot rectangle. deck.gl's ClipExtension takes one rectangle per layer; a batch
 * holds many charts, so here the rectangle is a vertex attribute (world [xmin, ymin, xmax, ymax]) and the fragment
 * shader drops pixels outside it. Picking runs the same shader, so a clipped pixel is never picked either.
 */
import { LayerExtension } from '@deck.gl/core';
import type { Layer } from '@deck.gl/core';
import { PLOT_CLIP_ACCESSOR } from './batches';

const inject = {
  'vs:#decl': /* glsl */ `
in vec4 plotClipRects;
out vec4 plotClip_bounds;
out vec2 plotClip_position;
`,
  'vs:DECKGL_FILTER_GL_POSITION': /* glsl */ `
  vec2 plotClip_min = project_position(plotClipRects.xy);
  vec2 plotClip_max = project_position(plotClipRects.zw);
  plotClip_bounds = vec4(min(plotClip_min, plotClip_max), max(plotClip_min, plotClip_max));
  plotClip_position = geometry.position.xy;
`,
  'fs:#decl': /* glsl */ `
in vec4 plotClip_bounds;
in vec2 plotClip_position;
`,
  'fs:DECKGL_FILTER_COLOR': /* glsl */ `
  if (plotClip_position.x < plotClip_bounds.x || plotClip_position.y < plotClip_bounds.y ||
      plotClip_position.x >= plotClip_bounds.z || plotClip_position.y >= plotClip_bounds.w) discard;
`,
};

/** The extension; one instance serves every layer (a new one would make deck.gl rebuild the layer's shaders). */
export class PlotClipExtension extends LayerExtension {
  static override extensionName = 'PlotClipExtension';

  override getShaders(): { inject: typeof inject } {
    return { inject };
  }

  override initializeState(this: Layer): void {
    this.getAttributeManager()?.add({
      plotClipRects: { size: 4, stepMode: 'dynamic', accessor: PLOT_CLIP_ACCESSOR },
    });
  }
}
