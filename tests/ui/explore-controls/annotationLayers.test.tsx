// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlHarness, fakeServices, renderWith, settle } from './fixtures';
import { sessionStore } from '../../../src/state/app';

afterEach(cleanup);

const CONFIG = { name: 'annotation_layers', type: 'AnnotationLayerControl', label: 'Annotation layers' } as const;
type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await act(() => settle());
  await user.keyboard(option);
  // Options from an endpoint are asked after the search debounce (300 ms).
  await act(() => settle(400));
  await user.keyboard('{ArrowDown}{Enter}');
}

async function openNew(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add annotation layer' }));
  await act(() => settle());
  return screen.getByRole('dialog', { name: 'Edit annotation layer' });
}

describe('annotation layer control', () => {
  it('X9.01 a formula layer is added from the popover; an invalid one shows why and is not applied', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={CONFIG} initial={[]} seen={seen} />);
    const dialog = await openNew(user);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Name cannot be empty', 'Formula cannot be empty']);
    expect(seen).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Target' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Formula' }), { target: { value: '2*x+1' } });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(seen.at(-1)).toMatchObject([{ name: 'Target', annotationType: 'FORMULA', sourceType: '', value: '2*x+1' }]);
    expect(screen.getByRole('button', { name: 'Target' })).toBeTruthy();
  });

  it('X9.01 an event layer from a native source picks a stored annotation layer', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const { services, calls } = fakeServices({
      endpoint: () => Promise.resolve([{ id: 4, name: 'Releases' }]),
    });
    renderWith(<ControlHarness config={CONFIG} initial={[]} seen={seen} />, { services });
    const dialog = await openNew(user);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Deploys' } });
    await choose(user, dialog, 'Annotation layer type', 'Event');
    expect(within(dialog).getByRole('combobox', { name: 'Annotation source' })).toBeTruthy();
    await choose(user, dialog, 'Annotation layer', 'Releases');
    expect(calls.endpoints).toContain('/api/v1/annotation_layer/');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(seen.at(-1)).toMatchObject([{ name: 'Deploys', annotationType: 'EVENT', sourceType: 'NATIVE', value: 4 }]);
  });

  it('X9.01 a layer from a chart offers the overrides; editing keeps the others; × removes a layer', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const layer = {
      name: 'Forecast',
      annotationType: 'TIME_SERIES',
      sourceType: 'line',
      value: 9,
      overrides: { time_range: null },
      show: true,
      showMarkers: false,
    };
    const other = { ...layer, name: 'Other' };
    renderWith(<ControlHarness config={CONFIG} initial={[layer, other]} seen={seen} />);
    await user.click(screen.getByRole('button', { name: 'Forecast' }));
    await act(() => settle());
    const dialog = screen.getByRole('dialog', { name: 'Edit annotation layer' });
    const timeRange = within(dialog).getByRole('checkbox', { name: 'Override time_range' }) as HTMLInputElement;
    expect(timeRange.checked).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Override time_shift' }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(seen.at(-1)).toEqual([{ ...layer, overrides: { time_range: null, time_shift: null } }, other]);
    await user.click(screen.getByRole('button', { name: 'Remove Other' }));
    expect(seen.at(-1)).toEqual([{ ...layer, overrides: { time_range: null, time_shift: null } }]);
  });
});

describe('annotation layer control under a denylist', () => {
  afterEach(() => {
    sessionStore.conf = { ...sessionStore.conf, ANNOTATION_DENYLIST: [] };
  });

  it("X19.12 the server's ANNOTATION_DENYLIST takes its types out of the editor; a new layer starts at the first one left", async () => {
    sessionStore.conf = { ...sessionStore.conf, ANNOTATION_DENYLIST: ['FORMULA', 'table'] };
    const user = userEvent.setup();
    renderWith(<ControlHarness config={CONFIG} initial={[]} seen={[]} />);
    const dialog = await openNew(user);
    const type = within(dialog).getByRole('combobox', { name: 'Annotation layer type' }) as HTMLInputElement;
    expect(type.value).toBe('Event');
    await user.click(type);
    await act(() => settle());
    const offered = screen.getAllByRole('option').map((o) => o.textContent);
    expect(offered).toEqual(['Event', 'Interval', 'Time series']);
  });
});
