/** Markdown: user text rendered to sanitised HTML, the one implementation for the app and the server. */
export { LINK_REL, SAFE_HTML, markdownHtml } from './render';
