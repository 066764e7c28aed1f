/** SQL Lab's server: running SQL texts on the engines, their log, results, templates and query tabs. */
export { sqlLabRoutes } from './routes';
export { renderForUser, renderSqlLabTemplate, templateFailure } from './render';
export {
  renderTemplate,
  TemplateError,
  TEMPLATE_MAX_LOOP_ITEMS,
  TEMPLATE_MAX_OUTPUT_CHARS,
  TEMPLATE_TIMEOUT_MS,
  type TemplateContext,
  type TemplateFilter,
} from './templating';
