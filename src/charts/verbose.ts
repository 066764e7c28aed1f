/** The names a chart shows for its columns and metrics: the dataset's verbose names (verbose_map), else the label. */
import type { ChartPropsContext, QueryFormData } from '../core/chart-plugin';

/**
 * A label → the name to show: the verbose name the dataset (the chart's context) or the form's verbose_map gives it,
 * the dataset's first; a series name that starts with a metric label ('sum__num, boy') names the metric.
 */
export function verboseNamer(formData: QueryFormData, context: ChartPropsContext): (label: string) => string {
  const names: Record<string, string> = {
    ...((formData.verbose_map ?? {}) as Record<string, string>),
    ...(context.verboseMap ?? {}),
  };
  return (label) => {
    const whole = names[label];
    if (whole !== undefined) return whole;
    const comma = label.indexOf(', ');
    const head = comma > 0 ? names[label.slice(0, comma)] : undefined;
    return head === undefined ? label : `${head}${label.slice(comma)}`;
  };
}
