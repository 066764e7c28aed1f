/**
 * luma.gl asks for each uniform block's index before every draw call (gl.getUniformBlockIndex). In Chromium that is
 * a synchronous round trip to the GPU process, so the page waits on the GPU once per block per layer per draw. A
 * linked program's block indices never change until it is linked again, so they are kept per program here.
 */

/** The two WebGL calls the cache wraps. */
type BlockIndexGL = Pick<WebGL2RenderingContext, 'getUniformBlockIndex' | 'linkProgram'>;

/** Makes `gl` answer getUniformBlockIndex from a per-program cache, dropped when the program is linked again. */
export function cacheUniformBlockIndices(gl: BlockIndexGL): void {
  const cache = new WeakMap<WebGLProgram, Map<string, number>>();
  const lookUp = gl.getUniformBlockIndex.bind(gl);
  const link = gl.linkProgram.bind(gl);
  gl.linkProgram = (program: WebGLProgram): void => {
    cache.delete(program);
    link(program);
  };
  gl.getUniformBlockIndex = (program: WebGLProgram, name: string): number => {
    let blocks = cache.get(program);
    if (!blocks) {
      blocks = new Map();
      cache.set(program, blocks);
    }
    let index = blocks.get(name);
    if (index === undefined) {
      index = lookUp(program, name);
      blocks.set(name, index);
    }
    return index;
  };
}
