/** Messages of the chart lifecycle that both the chart store and the chart views show. */

/** A chart's alert when its view failed to render ('An error occurred while rendering the visualization: %s'). */
export const renderFailedMessage = (error: string): string =>
  `An error occurred while rendering the visualization: ${error}`;
