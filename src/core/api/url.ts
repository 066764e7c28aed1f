/** A host at the start of a URL: dot-separated labels ending in an alphabetic top-level domain, an optional port. */
const BARE_HOST = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,63}(?::\d+)?(?:[/?#]|$)/i;

/**
 * Whether a URL leaves the app (spec 002 §5): it has a scheme (`https:`, `mailto:`), starts with a double
 * slash, or starts with a host (`www.example.com/...`, and a bare `example.com/x` too: S5.03).
 */
export function isUrlExternal(url: string): boolean {
  const u = url.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(u)) return true;
  if (u.startsWith('//')) return true;
  return BARE_HOST.test(u);
}
