/** User markdown (dashboard markdown cells, chart descriptions) rendered to HTML that can carry no script. */
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** What every link is given: the page it opens can neither reach back to this one nor learn its address. */
export const LINK_REL = 'noopener noreferrer';

/**
 * The one HTML allow-list for user markdown: text formatting, lists, tables, links and images, with http(s) and
 * mailto URLs only (no javascript:, vbscript: or data:, images included); no script, style, event handler,
 * style attribute, form, frame, svg or math survives, and no id or name (they would shadow the page's globals).
 */
export const SAFE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: LINK_REL } }),
  },
};

/** Markdown text as sanitised HTML ('' for no text); Superset's `markdown()` for descriptions. */
export function markdownHtml(text: string | null | undefined): string {
  if (!text) return '';
  return sanitizeHtml(marked.parse(text, { async: false, gfm: true }), SAFE_HTML);
}
