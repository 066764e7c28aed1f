/**
 * Whether a URL leaves the app (spec 002 §5): it has a scheme (`https:`, `mailto:`), starts with a double
 * slash, or starts with a host (`www.example.com/...`).
 */
export function isUrlExternal(url: string): boolean {
  const u = url.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(u)) return true;
  if (u.startsWith('//')) return true;
  return /^www\.[^/\s]+/i.test(u);
}
