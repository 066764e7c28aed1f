/** Superset's auto-refresh intervals (DASHBOARD_AUTO_REFRESH_INTERVALS): seconds and label; 0 is off. */
export const REFRESH_INTERVALS: readonly (readonly [number, string])[] = [
  [0, "Don't refresh"],
  [10, '10 seconds'],
  [30, '30 seconds'],
  [60, '1 minute'],
  [300, '5 minutes'],
  [1800, '30 minutes'],
  [3600, '1 hour'],
  [21600, '6 hours'],
  [43200, '12 hours'],
  [86400, '24 hours'],
];
