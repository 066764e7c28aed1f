// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartThumbnail, THUMBNAIL_STYLE_ID, thumbnailClass } from '../../../src/ui/explore-viz';
import { fakeChartPlugin } from '../../support/chartPlugins';

afterEach(cleanup);

function ruleOf(name: string): string | undefined {
  const sheet = (document.getElementById(THUMBNAIL_STYLE_ID) as HTMLStyleElement).sheet!;
  return [...sheet.cssRules].map((r) => r.cssText).find((r) => r.startsWith(`.${name} `));
}

describe('gallery thumbnails', () => {
  it('X11.06 one class a thumbnail, its picture a CSS background; the same picture keeps its class', () => {
    const pie = 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E';
    const name = thumbnailClass(pie);
    expect(thumbnailClass(pie)).toBe(name);
    expect(thumbnailClass('data:image/svg+xml,other')).not.toBe(name);
    expect(ruleOf(name)).toContain(`url("${pie}")`);
    const { container } = render(<ChartThumbnail metadata={fakeChartPlugin('Pie', { thumbnail: pie }).metadata} />);
    expect(container.querySelector('[data-thumbnail]')?.classList.contains(name)).toBe(true);
  });

  it('X11.06 a thumbnail URL with quotes, brackets or a line break stays one url(), percent-encoded', () => {
    const name = thumbnailClass('data:image/svg+xml,a"b\'c(d)e\\f\ng h');
    expect(ruleOf(name)).toContain('url("data:image/svg+xml,a%22b%27c%28d%29e%5Cf%0Ag%20h")');
  });

  it('X11.06 a type with no thumbnail shows its initials in the frame', () => {
    const { container } = render(
      <ChartThumbnail metadata={fakeChartPlugin('Big Number with Trendline', { thumbnail: '' }).metadata} />,
    );
    expect(container.textContent).toBe('BNW');
    expect(container.querySelector('[data-thumbnail]')).toBeNull();
  });
});
