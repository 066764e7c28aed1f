/** Jinja templates in SQL (SQL Lab's texts and virtual datasets' SQL): one sandboxed renderer and its macros. */
export { renderForUser, renderSqlLabTemplate, resolveDatasets, templateFailure } from './render';
export {
  datasetIdsIn,
  hasTemplate,
  parseTemplateParams,
  renderTemplate,
  TemplateError,
  TEMPLATE_MAX_LOOP_ITEMS,
  TEMPLATE_MAX_OUTPUT_CHARS,
  TEMPLATE_TIMEOUT_MS,
  type TemplateContext,
  type TemplateFilter,
} from './sandbox';
