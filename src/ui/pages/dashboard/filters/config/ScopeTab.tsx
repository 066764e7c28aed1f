/**
 * A filter's Scoping tab (D10.03): 'Apply to all panels' or 'Apply to specific panels', the latter a tree of the
 * dashboard's tabs and charts with a checkbox each (a tab checks every chart under it; mixed when some are). The checked
 * charts make the scope's rootPath and excluded; chartsInScope and tabsInScope are computed when saving.
 */
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  checkedCharts,
  nodeChartIds,
  nodeCheckState,
  scopeFromCheckedCharts,
  scopeTree,
  toggleScopeNode,
  type NativeFilter,
  type ScopeTreeNode,
} from '../../../../../core/filters';
import type { DashboardLayout } from '../../../../../core/layout';
import { dashboardStore } from '../../../../../state/dashboard';

const ALL = { rootPath: ['ROOT_ID'], excluded: [] };
const isAll = (filter: NativeFilter): boolean =>
  filter.scope.excluded.length === 0 && filter.scope.rootPath.length === 1 && filter.scope.rootPath[0] === 'ROOT_ID';

function TreeNode(props: {
  node: ScopeTreeNode;
  checked: ReadonlySet<number>;
  onToggle: (node: ScopeTreeNode) => void;
}) {
  const { node, checked } = props;
  const state = nodeCheckState(node, checked);
  return (
    <li role="none">
      <label className="fcfg-scope-node">
        <input
          type="checkbox"
          checked={state === 'checked'}
          aria-checked={state === 'mixed' ? 'mixed' : state === 'checked'}
          ref={(el) => void (el && (el.indeterminate = state === 'mixed'))}
          onChange={() => props.onToggle(node)}
          data-test={`scope-${node.id}`}
        />
        {node.label}
      </label>
      {node.children.length ? (
        <ul role="group">
          {node.children.map((child) => (
            <TreeNode key={child.id} node={child} checked={checked} onToggle={props.onToggle} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function ScopeTab(props: { filter: NativeFilter; onChange: (f: NativeFilter) => void }) {
  const { filter, onChange } = props;
  const { layout } = useSnapshot(dashboardStore);
  const id = useId();
  const tree = scopeTree(layout as DashboardLayout);
  const checked = checkedCharts(layout as DashboardLayout, filter.scope);
  // The mode is the dialog's: 'specific' with every chart checked is still the whole dashboard's scope.
  const [specific, setSpecific] = useState(!isAll(filter));
  const setChecked = (next: ReadonlySet<number>) =>
    onChange({ ...filter, scope: scopeFromCheckedCharts(layout as DashboardLayout, next) });
  return (
    <div className="fcfg-scope">
      <fieldset>
        <legend>Scoping</legend>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={!specific}
            onChange={() => {
              setSpecific(false);
              onChange({ ...filter, scope: { ...ALL, rootPath: [...ALL.rootPath] } });
            }}
            data-test="scope-all"
          />
          Apply to all panels
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={specific}
            onChange={() => setSpecific(true)}
            data-test="scope-specific"
          />
          Apply to specific panels
        </label>
      </fieldset>
      {specific ? (
        <ul className="fcfg-scope-tree" aria-label="Charts in scope">
          <TreeNode node={tree} checked={checked} onToggle={(node) => setChecked(toggleScopeNode(node, checked))} />
        </ul>
      ) : null}
      <p className="fcfg-hint">
        {checked.size} of {nodeChartIds(tree).length} charts in scope
      </p>
    </div>
  );
}
