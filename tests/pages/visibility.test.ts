import { describe, expect, it } from 'vitest';
import { cellsAdded } from '../../src/pages/visibility';

/** A stand-in element: a cell when it has a chart id; `inside` is the cell it sits in, if any. */
interface FakeElement {
  nodeType: number;
  isConnected: boolean;
  chartId?: number;
  inside?: FakeElement;
  descendants: FakeElement[];
  searched: number;
}

const element = (options: Partial<FakeElement> = {}): FakeElement => ({ nodeType: 1, isConnected: true, descendants: [], searched: 0, ...options });

function asNode(e: FakeElement): Node {
  return {
    nodeType: e.nodeType,
    isConnected: e.isConnected,
    matches: () => e.chartId !== undefined,
    parentElement: { closest: () => e.inside ?? null },
    querySelectorAll: () => {
      e.searched += 1;
      return e.descendants.filter((d) => d.chartId !== undefined);
    },
  } as unknown as Node;
}

const record = (...nodes: FakeElement[]) => ({ addedNodes: nodes.map(asNode) as unknown as NodeList });

describe('cellsAdded', () => {
  it('answers an added cell itself', () => {
    const cell = element({ chartId: 1 });
    expect(cellsAdded([record(cell)])).toHaveLength(1);
    expect(cell.searched).toBe(0);
  });

  it('finds the cells inside an added element that is not itself in a cell (the grid rendering its cells)', () => {
    const grid = element({ descendants: [element({ chartId: 1 }), element(), element({ chartId: 2 })] });
    expect(cellsAdded([record(grid)])).toHaveLength(2);
  });

  it('does not search what a chart view adds inside its cell', () => {
    const view = element({ inside: element({ chartId: 5 }), descendants: [element(), element()] });
    expect(cellsAdded([record(view)])).toEqual([]);
    expect(view.searched).toBe(0);
  });

  it('skips text nodes and elements already removed again', () => {
    const text = element({ nodeType: 3 });
    const gone = element({ chartId: 3, isConnected: false });
    expect(cellsAdded([record(text, gone)])).toEqual([]);
  });
});
