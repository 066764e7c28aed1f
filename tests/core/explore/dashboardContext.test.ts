import { describe, expect, it } from 'vitest';
import { formDataToSave, withInheritedFilters } from '../../../src/core/explore';

const own = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'gender',
  operatorId: 'EQUALS',
  operator: '==',
  comparator: 'boy',
  filterOptionName: 'own',
};

describe("a dashboard's filters in explore (X1.07, X7.14)", () => {
  it("X1.07 X7.14 the dashboard's native filters (extra_form_data) become inherited filters in the filter zone, applied once", () => {
    const form = withInheritedFilters({
      viz_type: 'table',
      datasource: '3__table',
      dashboardId: 4,
      adhoc_filters: [own],
      extra_form_data: {
        filters: [{ col: 'state', op: 'IN', val: ['CA', 'NY'] }],
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 10', filterOptionName: 'x' }],
        time_range: 'Last year',
      },
    });
    expect(form.adhoc_filters).toEqual([
      own,
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'state',
        operatorId: 'IN',
        operator: 'IN',
        comparator: ['CA', 'NY'],
        filterOptionName: 'inherited_filter_0',
        isExtra: true,
      },
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 10', filterOptionName: 'x', isExtra: true },
    ]);
    // The filters move into the zone; the dashboard's other overrides stay for the query.
    expect(form.extra_form_data).toEqual({ time_range: 'Last year' });
    expect(withInheritedFilters(form)).toEqual(form);
  });

  it('X1.07 a form without a dashboard context is left as it is', () => {
    const form = { viz_type: 'table', datasource: '3__table', adhoc_filters: [own] };
    expect(withInheritedFilters(form)).toBe(form);
  });

  it('X7.14 inherited filters are not saved with the chart, nor the dashboard context', () => {
    const saved = formDataToSave({
      viz_type: 'table',
      datasource: '3__table',
      dashboardId: 4,
      adhoc_filters: [own, { ...own, filterOptionName: 'inherited_filter_0', isExtra: true }],
      extra_form_data: { time_range: 'Last year' },
    });
    expect(saved).toEqual({ viz_type: 'table', datasource: '3__table', adhoc_filters: [own] });
  });
});
