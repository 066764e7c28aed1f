// @vitest-environment happy-dom
import '../kit/happyDom';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { spatialSummary } from '../../../src/ui/explore-controls/geoControls';
import { ControlHarness, dataset, renderWith } from './fixtures';

afterEach(cleanup);

const spatialConfig = { name: 'spatial', type: 'SpatialControl', label: 'Longitude & Latitude' } as const;

describe('the lat/long popover (spatial control)', () => {
  it("X9.12 latlong: pick both columns from the dataset; until then it says 'Invalid lat/long configuration.'", async () => {
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={spatialConfig} seen={seen} />, { dataset: dataset() });
    await userEvent.click(screen.getByText('N/A'));
    expect(screen.getByRole('alert').textContent).toBe('Invalid lat/long configuration.');
    await userEvent.selectOptions(screen.getByLabelText('Longitude'), 'amount');
    await userEvent.selectOptions(screen.getByLabelText('Latitude'), 'qty');
    expect(seen.at(-1)).toEqual({ type: 'latlong', lonCol: 'amount', latCol: 'qty' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('amount | qty')).toBeTruthy();
  });

  it('X9.12 delimited: one column, a comma by default, and reverse lat/long (D2.36)', async () => {
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={spatialConfig} seen={seen} />, { dataset: dataset() });
    await userEvent.click(screen.getByText('N/A'));
    await userEvent.click(screen.getByLabelText('Delimited long & lat single column'));
    expect((screen.getByLabelText('Delimiter') as HTMLInputElement).value).toBe(',');
    await userEvent.selectOptions(screen.getByLabelText('Column'), 'country');
    await userEvent.click(screen.getByLabelText('Reverse lat/long'));
    expect(seen.at(-1)).toEqual({ type: 'delimited', lonlatCol: 'country', reverseCheckbox: true });
  });

  it('X9.12 geohash: one column; the summary names it', () => {
    expect(spatialSummary({ type: 'geohash', geohashCol: 'gh' })).toBe('gh');
    expect(spatialSummary({ type: 'geohash' })).toBe('N/A');
  });
});

describe('the viewport control', () => {
  it('X9.04 shows longitude, latitude, zoom, bearing and pitch and changes one at a time', () => {
    const seen: unknown[] = [];
    renderWith(
      <ControlHarness
        config={{ name: 'viewport', type: 'ViewportControl', label: 'Viewport' }}
        initial={{ longitude: 2, latitude: 48, zoom: 4, bearing: 0, pitch: 0 }}
        seen={seen}
      />,
    );
    for (const label of ['Longitude', 'Latitude', 'Zoom', 'Bearing', 'Pitch'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    const zoom = screen.getByLabelText('Zoom');
    fireEvent.change(zoom, { target: { value: '6' } });
    expect(seen.at(-1)).toEqual({ longitude: 2, latitude: 48, zoom: 6, bearing: 0, pitch: 0 });
  });
});
