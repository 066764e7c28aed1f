import { describe, expect, it } from 'vitest';
import { markdownHtml as warningHtml } from '../../../../src/core/markdown';

describe("the dataset's warning markdown through the app's one markdown sanitiser (X2.02)", () => {
  it('X2.02 renders markdown formatting and links', () => {
    const html = warningHtml('**Stale** since [the migration](https://example.com/m)');
    expect(html).toContain('<strong>Stale</strong>');
    expect(html).toContain('href="https://example.com/m"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('X2.02 strips scripts, event handlers and javascript: links', () => {
    const html = warningHtml(
      '<script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1)) <b onclick="x()">b</b>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|href="javascript/i);
    expect(html).toContain('<b>b</b>');
  });
});
