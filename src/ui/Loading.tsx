/** What the shell shows while the session or a page's module loads. */
export function Loading() {
  return (
    <p className="page muted" data-test="loading">
      Loading…
    </p>
  );
}
