import type { RouteProps } from '../routes';

const TITLES: [RegExp, string][] = [
  [/^\/superset\/dashboard\//, 'Dashboard'],
  [/^\/superset\/slice\//, 'Chart'],
  [/explore/, 'Explore'],
  [/^\/sqllab/, 'SQL Lab'],
];

/** Stands in for a page that is coming: says so plainly and links back to the lists. */
export default function Placeholder({ params }: RouteProps) {
  const path = typeof window === 'undefined' ? '' : window.location.pathname;
  const title = TITLES.find(([re]) => re.test(path))?.[1] ?? 'This page';
  const which = Object.values(params)[0];
  return (
    <section className="page placeholder" data-test="placeholder-page">
      <h1>
        {title}
        {which ? ` ${which}` : ''}
      </h1>
      <p>{title} is coming soon in Tessera. Until then, browse the dashboards and charts from the lists.</p>
    </section>
  );
}
