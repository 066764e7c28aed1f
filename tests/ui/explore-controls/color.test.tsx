// @vitest-environment happy-dom
import '../kit/happyDom';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlHarness, renderWith } from './fixtures';

afterEach(cleanup);

const PICKER = { name: 'color_picker', type: 'ColorPickerControl', label: 'Fixed color' } as const;
/** The colour picker, collecting the values it hands back in `seen`. */
const renderPicker = (seen: unknown[], initial?: unknown) =>
  renderWith(<ControlHarness config={PICKER} seen={seen} {...(initial === undefined ? {} : { initial })} />);

describe('colour picker', () => {
  it("X9.03 a colour that is no hex of 3 or 6 digits nor rgb(…) says 'Invalid color' and keeps the value", async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderPicker(seen);
    const text = screen.getByRole('textbox', { name: 'Fixed color' });
    expect((text as HTMLInputElement).value).toBe('#007a87');
    await user.clear(text);
    await user.type(text, '#12');
    expect(screen.getByRole('alert').textContent).toBe('Invalid color');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(seen).toEqual([]);
    await user.type(text, '3');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(seen).toEqual([{ r: 17, g: 34, b: 51, a: 1 }]);
  });

  it('X9.03 opacity must be between 0 and 1', async () => {
    const seen: unknown[] = [];
    renderPicker(seen, { r: 1, g: 2, b: 3, a: 1 });
    const opacity = screen.getByRole('spinbutton', { name: 'Opacity' });
    fireEvent.change(opacity, { target: { value: '1.5' } });
    expect(screen.getByRole('alert').textContent).toBe('Opacity must be between 0 and 1');
    fireEvent.change(opacity, { target: { value: '0.4' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(seen).toEqual([{ r: 1, g: 2, b: 3, a: 0.4 }]);
  });
});

describe('colour validation (X14.13)', () => {
  it("X14.13 hex of 3 or 6 digits and rgb(…) are colours, anything else is 'Invalid color'; opacity 0 and 1 are allowed", () => {
    const seen: unknown[] = [];
    renderPicker(seen);
    const text = screen.getByRole('textbox', { name: 'Fixed color' });
    for (const bad of ['#1234', 'red', 'rgb(1,2)', '#abcdeg']) {
      fireEvent.change(text, { target: { value: bad } });
      expect(screen.getByRole('alert').textContent).toBe('Invalid color');
    }
    expect(seen).toEqual([]);
    for (const good of ['rgb(10, 20, 30)', '#abcdef', '#123']) {
      fireEvent.change(text, { target: { value: good } });
      expect(screen.queryByRole('alert')).toBeNull();
    }
    expect(seen).toEqual([
      { r: 10, g: 20, b: 30, a: 1 },
      { r: 171, g: 205, b: 239, a: 1 },
      { r: 17, g: 34, b: 51, a: 1 },
    ]);
    const opacity = screen.getByRole('spinbutton', { name: 'Opacity' });
    for (const edge of ['0', '1']) {
      fireEvent.change(opacity, { target: { value: edge } });
      expect(screen.queryByRole('alert')).toBeNull();
    }
    fireEvent.change(opacity, { target: { value: '-0.1' } });
    expect(screen.getByRole('alert').textContent).toBe('Opacity must be between 0 and 1');
  });
});

const LINEAR_SCHEME = {
  name: 'linear_color_scheme',
  type: 'ColorSchemeControl',
  label: 'Linear scheme',
  schemeType: 'linear',
} as const;

describe('colour scheme', () => {
  it("X9.10 the scheme select's placeholder is 'Select scheme'; a chosen scheme is previewed", async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(
      <ControlHarness
        config={{ name: 'color_scheme', type: 'ColorSchemeControl', label: 'Color scheme' }}
        seen={seen}
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Color scheme' });
    expect(box.getAttribute('placeholder')).toBe('Select scheme');
    expect(screen.queryByTestId('scheme-preview')).toBeNull();
    box.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(seen).toHaveLength(1);
    expect(screen.getByRole('img', { name: /colors$/ }).children.length).toBeGreaterThan(0);
  });

  it("X9.10 each option of the scheme menu shows the scheme's colours, named for the scheme", async () => {
    const user = userEvent.setup();
    renderWith(<ControlHarness config={{ name: 'color_scheme', type: 'ColorSchemeControl', label: 'Color scheme' }} />);
    const box = screen.getByRole('combobox', { name: 'Color scheme' });
    box.focus();
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) {
      const name = option.getAttribute('aria-label') ?? '';
      expect(name).not.toBe('');
      const swatches = within(option).getByRole('img', { name: `${name} colors` });
      expect(swatches.children.length).toBeGreaterThan(0);
    }
  });

  it("X9.10 a linear scheme's menu options show 10 colours each", async () => {
    const user = userEvent.setup();
    renderWith(<ControlHarness config={LINEAR_SCHEME} />);
    screen.getByRole('combobox', { name: 'Linear scheme' }).focus();
    await user.keyboard('{ArrowDown}');
    const first = screen.getAllByRole('option')[0]!;
    expect(within(first).getByRole('img', { name: /colors$/ }).children).toHaveLength(10);
  });

  it('X9.10 a linear scheme previews 10 colours', () => {
    renderWith(<ControlHarness config={LINEAR_SCHEME} initial="blue_white_yellow" />);
    expect(screen.getByRole('img', { name: /colors$/ }).children).toHaveLength(10);
  });

  it("X9.10 locked to the dashboard's scheme when the chart was opened from a dashboard that sets one", () => {
    renderWith(
      <ControlHarness
        config={{ name: 'color_scheme', type: 'ColorSchemeControl', label: 'Color scheme' }}
        initial="bnbColors"
      />,
      {
        dashboardColorScheme: 'supersetColors',
      },
    );
    const box = screen.getByRole('combobox', { name: 'Color scheme' }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.value).not.toBe('');
    expect(screen.getByRole('img', { name: /determined by the related dashboard/ })).toBeTruthy();
  });
});
