/** The rules of a layout v2 position_json (superset-api-facts.md section 2.2), checked on example dashboards. */
import type { ExampleLayout, ExampleLayoutComponent } from '../../../server/examples';
import { canHold } from '../../../src/core/layout';

export function components(layout: ExampleLayout | Record<string, unknown>): ExampleLayoutComponent[] {
  return Object.entries(layout).flatMap(([k, v]) =>
    k === 'DASHBOARD_VERSION_KEY' ? [] : [v as ExampleLayoutComponent],
  );
}

/** Every rule of section 2.2 a layout must keep; returns the broken ones. */
export function layoutProblems(layout: ExampleLayout | Record<string, unknown>, title: string): string[] {
  const problems: string[] = [];
  const byId = new Map(components(layout).map((c) => [c.id, c]));
  const get = (id: string) => byId.get(id);
  if (layout.DASHBOARD_VERSION_KEY !== 'v2') problems.push('DASHBOARD_VERSION_KEY is not v2');
  const root = get('ROOT_ID');
  if (root?.type !== 'ROOT' || JSON.stringify(root.children) !== '["GRID_ID"]') problems.push('ROOT_ID');
  if (get('GRID_ID')?.type !== 'GRID' || JSON.stringify(get('GRID_ID')?.parents) !== '["ROOT_ID"]')
    problems.push('GRID_ID');
  if (get('HEADER_ID')?.type !== 'HEADER' || get('HEADER_ID')?.meta.text !== title) problems.push('HEADER_ID');
  const seenAsChild = new Map<string, number>();
  const depthOf = new Map<string, number>([['ROOT_ID', 0]]);
  const visit = (parent: ExampleLayoutComponent, depth: number): void => {
    for (const childId of parent.children) {
      seenAsChild.set(childId, (seenAsChild.get(childId) ?? 0) + 1);
      const child = get(childId);
      if (!child) {
        problems.push(`${parent.id} lists missing child ${childId}`);
        continue;
      }
      if (JSON.stringify(child.parents) !== JSON.stringify([...parent.parents, parent.id])) {
        problems.push(`${childId} has parents ${JSON.stringify(child.parents)}`);
      }
      // Superset's isValidChild: for each parent type, the child types it accepts and the deepest the parent may sit.
      if (!canHold(parent.type, depth, child.type))
        problems.push(`${child.type} ${childId} may not sit in ${parent.type} at depth ${depth}`);
      const childDepth = child.type === 'TABS' || child.type === 'TAB' ? depth : depth + 1;
      depthOf.set(childId, childDepth);
      visit(child, childDepth);
    }
  };
  if (root) visit(root, 0);
  for (const [key, c] of Object.entries(layout)) {
    if (key === 'DASHBOARD_VERSION_KEY') continue;
    const comp = c as ExampleLayoutComponent;
    if (comp.id !== key) problems.push(`${key} has id ${comp.id}`);
    if (!['ROOT_ID', 'GRID_ID', 'HEADER_ID'].includes(key) && !key.startsWith(`${comp.type}-`))
      problems.push(`${key} lacks its type prefix`);
    if (key !== 'ROOT_ID' && key !== 'HEADER_ID' && seenAsChild.get(key) !== 1)
      problems.push(`${key} is the child of ${seenAsChild.get(key) ?? 0} components`);
    if (['CHART', 'MARKDOWN', 'DIVIDER', 'HEADER'].includes(comp.type) && comp.children.length > 0)
      problems.push(`${key} is a leaf with children`);
    if (comp.type === 'ROW') {
      const width = comp.children.reduce((sum, id) => sum + Number(get(id)?.meta.width ?? 0), 0);
      if (width > 12 || width < 1) problems.push(`${key} is ${width} columns wide`);
    }
    if (comp.type === 'CHART' || comp.type === 'MARKDOWN') {
      const { width, height } = comp.meta;
      if (!Number.isInteger(width) || Number(width) < 1 || Number(width) > 12)
        problems.push(`${key} width ${String(width)}`);
      if (height !== 50) problems.push(`${key} height ${String(height)}`);
    }
  }
  return problems;
}
