/**
 * Report recipients: e-mail addresses (syntax) and webhook URLs (http/https only; no loopback, private, link-local
 * or otherwise internal target unless TESSERA_REPORT_ALLOW_PRIVATE_WEBHOOKS=1). Pure, except `resolvedTargetRefusal`
 * which looks the host name up at send time, so a name that resolves inside is refused too.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** One stored recipient as the report resource keeps it. */
export interface Recipient {
  type: string;
  target: string;
}

const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>".]{2,}$/;

/** The addresses of an e-mail target: comma- or semicolon-separated. */
export function emailAddresses(target: string): string[] {
  return target
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter(Boolean);
}

/** Whether an IPv4 or IPv6 literal lies in a loopback, private, link-local, CGNAT, unspecified or multicast range. */
export function isInternalAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1]) return isInternalAddress(mapped[1]);
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
  if (hexMapped?.[1] && hexMapped[2]) {
    const [hi, lo] = [parseInt(hexMapped[1], 16), parseInt(hexMapped[2], 16)];
    return isInternalAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  if (isIP(ip) === 6)
    return ip === '::' || ip === '::1' || /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip) || ip.startsWith('ff');
  return false;
}

/** Why a webhook URL is refused, or null when it may be called. */
export function webhookRefusal(target: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'The webhook URL is not valid.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'The webhook URL must use http or https.';
  if (url.username || url.password) return 'The webhook URL must not carry credentials.';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const internal = host === 'localhost' || host.endsWith('.localhost') || isInternalAddress(host);
  if (internal && !allowPrivate)
    return 'The webhook URL points to a private or loopback address, which is not allowed.';
  return null;
}

/** Why a recipient is refused, or null when it is valid. */
export function recipientRefusal(r: Recipient, allowPrivate: boolean): string | null {
  if (r.type === 'Email') {
    const addresses = emailAddresses(r.target);
    if (!addresses.length) return 'An e-mail recipient needs at least one address.';
    const bad = addresses.find((a) => !EMAIL.test(a));
    return bad ? `"${bad}" is not a valid e-mail address.` : null;
  }
  if (r.type === 'Webhook') return webhookRefusal(r.target, allowPrivate);
  return `Recipients of type ${r.type} cannot be delivered by this server.`;
}

/** At send time: refuses a webhook whose host name resolves to an internal address (unless allowed). */
export async function resolvedTargetRefusal(target: string, allowPrivate: boolean): Promise<string | null> {
  const first = webhookRefusal(target, allowPrivate);
  if (first || allowPrivate) return first;
  const host = new URL(target).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return null;
  const addresses = await lookup(host, { all: true });
  return addresses.some((a) => isInternalAddress(a.address))
    ? 'The webhook URL points to a private or loopback address, which is not allowed.'
    : null;
}
