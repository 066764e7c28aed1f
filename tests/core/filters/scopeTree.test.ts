import { describe, expect, it } from 'vitest';
import {
  checkedCharts,
  chartsInScope,
  nodeCheckState,
  scopeFromCheckedCharts,
  scopeTree,
  toggleScopeNode,
  type ScopeTreeNode,
} from '../../../src/core/filters';
import { tabbedLayout } from './fixtures';

const layout = tabbedLayout();
const find = (node: ScopeTreeNode, id: string): ScopeTreeNode | undefined =>
  node.id === id ? node : node.children.map((c) => find(c, id)).find((n) => n !== undefined);
const shape = (node: ScopeTreeNode): unknown =>
  node.children.length ? { [node.id]: node.children.map(shape) } : node.id;

describe('the scope tree of the Scoping tab (D10.03)', () => {
  it('D10.03 shows tabs and charts only, in layout order, under the root', () => {
    expect(shape(scopeTree(layout))).toEqual({
      ROOT_ID: ['CHART-1', 'CHART-2', { 'TAB-a': ['CHART-3'] }, { 'TAB-b': ['CHART-4', { 'TAB-c': ['CHART-5'] }] }],
    });
    expect(find(scopeTree(layout), 'CHART-3')?.label).toBe('Chart 3');
  });
  it('D10.03 a node is checked, mixed or unchecked by the charts under it; toggling checks or clears them all', () => {
    const tree = scopeTree(layout);
    const tabB = find(tree, 'TAB-b') as ScopeTreeNode;
    expect(nodeCheckState(tabB, new Set([4]))).toBe('mixed');
    expect(nodeCheckState(tabB, new Set([4, 5]))).toBe('checked');
    expect(nodeCheckState(tabB, new Set([1]))).toBe('unchecked');
    expect([...toggleScopeNode(tabB, new Set([4]))].sort()).toEqual([4, 5]);
    expect([...toggleScopeNode(tabB, new Set([1, 4, 5]))]).toEqual([1]);
  });
  it('D10.03 every chart checked scopes the whole dashboard; none scopes nothing', () => {
    expect(scopeFromCheckedCharts(layout, new Set([1, 2, 3, 4, 5]))).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
    expect(scopeFromCheckedCharts(layout, new Set())).toEqual({ rootPath: [], excluded: [] });
  });
  it('D10.03 the roots are the deepest tabs the checked charts share, the rest under them excluded', () => {
    expect(scopeFromCheckedCharts(layout, new Set([4]))).toEqual({ rootPath: ['TAB-b'], excluded: [5] });
    expect(scopeFromCheckedCharts(layout, new Set([3, 4]))).toEqual({ rootPath: ['TAB-a', 'TAB-b'], excluded: [5] });
    expect(scopeFromCheckedCharts(layout, new Set([1, 5]))).toEqual({ rootPath: ['ROOT_ID'], excluded: [2, 3, 4] });
  });
  it('D10.03 a scope read back into the tree checks exactly the charts it holds', () => {
    for (const checked of [[4], [3, 4], [1, 5], [2, 3, 4, 5]]) {
      const scope = scopeFromCheckedCharts(layout, new Set(checked));
      expect(chartsInScope(layout, scope).sort()).toEqual([...checked].sort());
      expect([...checkedCharts(layout, scope)].sort()).toEqual([...checked].sort());
    }
  });
});
