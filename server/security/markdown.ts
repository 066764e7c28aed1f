/** User text written as markdown (chart descriptions) rendered to HTML that can carry no script. */
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML allow-list for user markdown: text formatting, lists, tables, links and images, with http(s)
 * and mailto URLs only; no script, style, event handler, form or frame survives.
 */
export const SAFE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del'],
  allowedAttributes: {
    a: ['href', 'title', 'name'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
    '*': ['id'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Superset's `markdown()`: the text as sanitised HTML ('' for no text). */
export function markdownHtml(text: string | null | undefined): string {
  if (!text) return '';
  return sanitizeHtml(marked.parse(text, { async: false, gfm: true }), SAFE_HTML);
}
