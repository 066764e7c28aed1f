/** "3 days ago"-style deltas as Superset's changed_on_delta_humanized (humanize.naturaltime). */
export function naturalTime(iso: string | null | undefined, at: Date): string {
  if (!iso) return '';
  const then = new Date(iso.endsWith('Z') || iso.includes('+') ? iso : `${iso}Z`).getTime();
  const seconds = Math.round((at.getTime() - then) / 1000);
  const future = seconds < 0;
  const s = Math.abs(seconds);
  const phrase = (n: number, unit: string): string => {
    const text = n === 1 ? (unit === 'hour' ? 'an hour' : `a ${unit}`) : `${n} ${unit}s`;
    return future ? `${text} from now` : `${text} ago`;
  };
  if (s < 1) return 'now';
  if (s < 60) return phrase(s, 'second');
  if (s < 3600) return phrase(Math.floor(s / 60), 'minute');
  if (s < 86400) return phrase(Math.floor(s / 3600), 'hour');
  const days = Math.floor(s / 86400);
  if (days < 31) return phrase(days, 'day');
  if (days < 365) return phrase(Math.max(1, Math.floor(days / 30.5)), 'month');
  const years = Math.floor(days / 365);
  if (years === 1) return future ? 'a year from now' : 'a year ago';
  return phrase(years, 'year');
}
