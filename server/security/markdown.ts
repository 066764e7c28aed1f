/** User markdown rendered to HTML with no script: the app's one implementation (src/core/markdown), re-exported for the server's routes. */
export { SAFE_HTML, markdownHtml } from '../../src/core/markdown';
