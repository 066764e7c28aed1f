import { describe, expect, it } from 'vitest';
import { markdownHtml } from '../../../src/core/markdown';

/** Every attribute name in the HTML, lower-cased. */
const attributeNames = (html: string): string[] =>
  [...html.matchAll(/<[a-z][^>]*>/gi)].flatMap((tag) =>
    [...tag[0].matchAll(/\s([a-z-:]+)(?==|\s|\/?>)/gi)].map((m) => (m[1] ?? '').toLowerCase()),
  );

describe('markdownHtml: markdown → sanitised HTML (D5.23, one implementation for the app and the server)', () => {
  it('D5.23 renders headings, emphasis, lists and links', () => {
    const html = markdownHtml('# Revenue\n\n**Up** by *10%*\n\n- north\n- south\n\n[Report](https://example.com/r)');
    expect(html).toContain('<h1>Revenue</h1>');
    expect(html).toContain('<strong>Up</strong>');
    expect(html).toContain('<em>10%</em>');
    expect(html).toContain('<li>north</li>');
    expect(html).toContain('<a href="https://example.com/r" rel="noopener noreferrer">Report</a>');
  });

  it('D5.23 gives every link rel="noopener noreferrer", replacing a rel the author wrote', () => {
    const html = markdownHtml('<a href="https://example.com" rel="opener" target="_blank">x</a> [y](mailto:a@b.c)');
    expect(html).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a> ' +
        '<a href="mailto:a@b.c" rel="noopener noreferrer">y</a></p>\n',
    );
  });

  it('D5.23 an image with an onerror handler keeps no handler', () => {
    const html = markdownHtml('<img src=x onerror=alert(1)>');
    expect(html).toBe('<img src="x" />');
    expect(attributeNames(html)).not.toContain('onerror');
  });

  it('D5.23 a javascript: link keeps its text and loses its address (any case, entity-encoded or spaced)', () => {
    for (const link of [
      '[x](javascript:alert(1))',
      '[x](JavaScript:alert(1))',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
    ]) {
      const html = markdownHtml(link);
      expect(html, link).not.toMatch(/javascript/i);
      expect(html, link).toMatch(/<a[^>]*>x<\/a>/);
      expect(html, link).not.toContain('href');
    }
  });

  it('D5.23 data: and vbscript: URLs are dropped, images included (no data:image either)', () => {
    const html = markdownHtml(
      '[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) ![i](data:image/png;base64,iVBORw0KGgo=) <a href="vbscript:msgbox(1)">v</a>',
    );
    expect(html).not.toMatch(/data:|vbscript:/i);
  });

  it('D5.23 script, iframe, object, embed, form and style elements are removed with their content', () => {
    const html = markdownHtml(
      'a<script>alert(1)</script>b<iframe src="https://evil.example"></iframe>c<object data="x"></object>' +
        '<embed src="x">d<form action="https://evil.example"><input name="p"></form><style>body{display:none}</style>e',
    );
    expect(html).not.toMatch(/script|iframe|object|embed|form|input|style|alert|evil|display/i);
    expect(html.replace(/<\/?p>|\n/g, '')).toBe('abcde');
  });

  it('D5.23 an svg with onload, and a math element, leave nothing behind', () => {
    expect(markdownHtml('<svg onload=alert(1)><circle r="4"/></svg>ok')).toBe('<p>ok</p>\n');
    expect(markdownHtml('<math><mtext><img src=x onerror=alert(1)></mtext></math>')).not.toContain('onerror');
  });

  it('D5.23 style attributes and every on* attribute are stripped from allowed elements', () => {
    const html = markdownHtml(
      '<p style="position:fixed;inset:0" onclick="alert(1)" onmouseover="alert(2)">x</p><b style="color:red">y</b>',
    );
    expect(html).toBe('<p>x</p><b>y</b>');
    expect(attributeNames(html)).toEqual([]);
  });

  it('D5.23 id and name attributes are dropped (no DOM clobbering of the page globals)', () => {
    expect(markdownHtml('<a id="defaultView" name="x" href="https://e.com">x</a>')).toBe(
      '<p><a href="https://e.com" rel="noopener noreferrer">x</a></p>\n',
    );
  });

  it('D5.23 tables, code blocks and strikethrough (GFM) render', () => {
    const html = markdownHtml('| a | b |\n|:-|-:|\n| 1 | 2 |\n\n```\n<b>x</b>\n```\n\n~~old~~');
    expect(html).toContain('<table>');
    expect(html).toContain('<td align="right">2</td>');
    expect(html).toContain('<pre><code>&lt;b&gt;x&lt;/b&gt;\n</code></pre>');
    expect(html).toContain('<del>old</del>');
  });

  it('no text renders as the empty string', () => {
    expect(markdownHtml('')).toBe('');
    expect(markdownHtml(null)).toBe('');
    expect(markdownHtml(undefined)).toBe('');
  });

  it('is pure: the same text gives the same HTML every time', () => {
    const text = '# t\n[l](https://e.com)';
    expect(markdownHtml(text)).toBe(markdownHtml(text));
  });
});
