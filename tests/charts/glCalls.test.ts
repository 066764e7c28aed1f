import { describe, expect, it } from 'vitest';
import { cacheUniformBlockIndices } from '../../src/charts/renderer/glCalls';

/** A context whose block indices depend on how often the program was linked, counting lookups. */
function fakeGL() {
  const links = new Map<object, number>();
  const calls: string[] = [];
  const gl = {
    linkProgram(program: object) {
      links.set(program, (links.get(program) ?? 0) + 1);
    },
    getUniformBlockIndex(program: object, name: string) {
      calls.push(name);
      return name.length * 10 + (links.get(program) ?? 0);
    },
  };
  return { gl: gl as unknown as WebGL2RenderingContext, calls };
}

describe('uniform block index cache', () => {
  it('asks the context once per program and block, until the program is linked again', () => {
    const { gl, calls } = fakeGL();
    cacheUniformBlockIndices(gl);
    const a = {} as WebGLProgram;
    const b = {} as WebGLProgram;
    gl.linkProgram(a);
    gl.linkProgram(b);
    expect(gl.getUniformBlockIndex(a, 'project')).toBe(71);
    expect(gl.getUniformBlockIndex(a, 'project')).toBe(71);
    expect(gl.getUniformBlockIndex(a, 'layer')).toBe(51);
    expect(gl.getUniformBlockIndex(b, 'project')).toBe(71);
    expect(calls).toEqual(['project', 'layer', 'project']);
    gl.linkProgram(a);
    expect(gl.getUniformBlockIndex(a, 'project')).toBe(72);
    expect(gl.getUniformBlockIndex(b, 'project')).toBe(71);
    expect(calls).toEqual(['project', 'layer', 'project', 'project']);
  });
});
