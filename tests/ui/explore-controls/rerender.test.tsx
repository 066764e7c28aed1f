// @vitest-environment happy-dom
// Issue 12's repaint budget: a display control's change redraws what shows it, not every panel reading the store.
import '../kit/happyDom';
import { act, cleanup, render } from '@testing-library/react';
import { Profiler, memo } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import { exploreState, hydrateExplore, resetExplore, setControlValue } from '../../../src/state/explore';
import {
  ExploreStoreControls,
  StoreControl,
  createExploreControlRegistry,
  useControlContext,
  useExploreValue,
} from '../../../src/ui/explore-controls';

const pie = BUILT_IN_PLUGINS.pie.controlPanel;

beforeEach(() => {
  resetExplore();
  hydrateExplore({
    formData: { datasource: '3__table', viz_type: 'pie', metric: 'count', groupby: ['gender'] },
    datasource: { id: 3, type: 'table', columns: [{ column_name: 'gender' }], metrics: [] },
    controlPanel: pie,
    user: { userId: 1, roles: { Admin: [] } },
  });
});
afterEach(cleanup);

const change = (name: string, value: unknown) => act(async () => setControlValue(name, value));

describe('what a control change redraws', () => {
  it('a panel reading one value of the store redraws when that value changes, not on other changes', async () => {
    const seen: string[] = [];
    function VizType() {
      const vizType = useExploreValue((s) => s.form_data.viz_type);
      seen.push(vizType);
      return <p>{vizType}</p>;
    }
    render(<VizType />);
    await change('show_labels', false);
    await change('row_limit', 50);
    expect(seen).toEqual(['pie']);
    await act(async () => {
      exploreState.form_data = { ...exploreState.form_data, viz_type: 'table' };
    });
    expect(seen).toEqual(['pie', 'table']);
  });

  it("the controls' context stays the same object across a display change, so the controls that did not change are not redrawn", async () => {
    const contexts: unknown[] = [];
    const Consumer = memo(function Consumer() {
      contexts.push(useControlContext());
      return null;
    });
    render(
      <ExploreStoreControls>
        <Consumer />
      </ExploreStoreControls>,
    );
    await change('show_labels', false);
    await change('outerRadius', 80);
    expect(contexts).toHaveLength(1);
    // An ad-hoc metric in the form is part of the context: changing it gives a new one.
    await change('metric', { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' });
    expect(contexts).toHaveLength(2);
  });
});

describe('a control row', () => {
  it('X13.06 a display control change does not redraw the other controls (the form data is replaced whole on each change)', async () => {
    const registry = createExploreControlRegistry();
    let commits = 0;
    render(
      <ExploreStoreControls>
        <Profiler id="row_limit" onRender={() => (commits += 1)}>
          <StoreControl name="row_limit" registry={registry} />
        </Profiler>
      </ExploreStoreControls>,
    );
    const drawn = commits;
    await change('show_labels', false);
    await change('outerRadius', 80);
    expect(commits).toBe(drawn);
    await change('row_limit', 50);
    expect(commits).toBe(drawn + 1);
  });
});
