/** Advanced data types (ENABLE_ADVANCED_DATA_TYPES): internet addresses and ports turned into filter values. */
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/errors';
import { requirePermission } from '../../security/auth';
import { parseRison } from '../rison';

/** One converted value: an integer, an inclusive integer range, or a list of port numbers. */
export type AdvancedValue = bigint | { start: bigint; end: bigint } | number[] | string[];

export interface AdvancedDataTypeResponse {
  values: AdvancedValue[];
  error_message: string;
  display_value: string;
  valid_filter_operators: string[];
}

const OPERATORS = ['EQUALS', 'GREATER_THAN_OR_EQUAL', 'GREATER_THAN', 'IN', 'LESS_THAN', 'LESS_THAN_OR_EQUAL'];

/** Well-known service names and their ports. */
export const PORT_NAMES: Record<string, number[]> = {
  http: [80],
  https: [443],
  ssh: [22],
  ftp: [20, 21],
  ftps: [989, 990],
  telnet: [23],
  telnets: [992],
  smtp: [25],
  submissions: [465],
  kerberos: [88],
  'kerberos-adm': [749],
  pop3: [110],
  pop3s: [995],
  imap: [143],
  imaps: [993],
  dns: [53],
  ntp: [123],
  snmp: [161],
  ldap: [389],
  ldaps: [636],
  mysql: [3306],
  postgresql: [5432],
  rdp: [3389],
};

function ipv4ToBigInt(text: string): bigint {
  return text.split('.').reduce((acc, part) => (acc << 8n) + BigInt(Number(part)), 0n);
}

function ipv6ToBigInt(text: string): bigint {
  let head = text;
  let tail4 = '';
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.', lastColon)) {
    const v4 = ipv4ToBigInt(text.slice(lastColon + 1));
    tail4 = `${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
    head = `${text.slice(0, lastColon + 1)}${tail4}`;
  }
  const [left = '', right] = head.split('::');
  const l = left ? left.split(':') : [];
  const r = right !== undefined && right !== '' ? right.split(':') : [];
  const groups = right === undefined ? l : [...l, ...Array<string>(8 - l.length - r.length).fill('0'), ...r];
  return groups.reduce((acc, g) => (acc << 16n) + BigInt(parseInt(g || '0', 16)), 0n);
}

/** An address or network (CIDR, or an integer) as an inclusive integer range; throws with Python's ipaddress wording. */
export function parseNetwork(value: string): { start: bigint; end: bigint } {
  const fail = (): never => {
    throw new Error(`'${value}' does not appear to be an IPv4 or IPv6 network`);
  };
  if (/^\d+$/.test(value)) {
    const n = BigInt(value);
    if (n >= 1n << 128n) fail();
    return { start: n, end: n };
  }
  const [address = '', prefixText, extra] = value.split('/');
  if (extra !== undefined) fail();
  const family = isIP(address);
  if (!family) fail();
  const bits = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : /^\d+$/.test(prefixText) ? Number(prefixText) : -1;
  if (prefix < 0 || prefix > bits) fail();
  const n = family === 4 ? ipv4ToBigInt(address) : ipv6ToBigInt(address);
  const hostBits = BigInt(bits - prefix);
  const start = (n >> hostBits) << hostBits;
  return { start, end: start + (1n << hostBits) - 1n };
}

const emptyResponse = (): AdvancedDataTypeResponse => ({
  values: [],
  error_message: '',
  display_value: '',
  valid_filter_operators: [...OPERATORS],
});

const display = (values: AdvancedValue[]): string =>
  values
    .map((v) =>
      Array.isArray(v)
        ? `[${v.join(', ')}]`
        : typeof v === 'bigint'
          ? v.toString()
          : `${v.start.toString()} - ${v.end.toString()}`,
    )
    .join(', ');

/** The internet_address type: addresses and CIDR networks to integers or integer ranges. */
export function internetAddress(values: unknown[]): AdvancedDataTypeResponse {
  const resp = emptyResponse();
  if (values.length === 1 && values[0] === '') return { ...resp, values: [['']] };
  for (const raw of values) {
    try {
      const range = parseNetwork(String(raw).trim());
      resp.values.push(range.start === range.end ? range.start : range);
    } catch (err) {
      resp.error_message = (err as Error).message;
      break;
    }
    resp.display_value = display(resp.values);
  }
  return resp;
}

/** The port type: numbers 1-65535 and service names to port numbers. */
export function internetPort(values: unknown[]): AdvancedDataTypeResponse {
  const resp = emptyResponse();
  if (values.length === 1 && values[0] === '') return { ...resp, values: [['']] };
  for (const raw of values) {
    const text = String(raw).trim().toLowerCase();
    const ports = /^\d+$/.test(text)
      ? Number(text) >= 1 && Number(text) <= 65535
        ? [Number(text)]
        : null
      : (PORT_NAMES[text] ?? null);
    if (!ports) {
      resp.error_message = `'${text}' does not appear to be a port name or number`;
      break;
    }
    resp.values.push(ports);
    resp.display_value = display(resp.values);
  }
  return resp;
}

export const ADVANCED_DATA_TYPES: Record<string, (values: unknown[]) => AdvancedDataTypeResponse> = {
  internet_address: internetAddress,
  port: internetPort,
};

/** JSON with big integers written exactly (IPv6 addresses exceed 2^53). */
export function toExactJson(value: unknown): string {
  const marked = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `__bigint__${v.toString()}` : v));
  return marked.replace(/"__bigint__(\d+)"/g, '$1');
}

const convertQuery = z.object({ type: z.string().min(1), values: z.array(z.union([z.string(), z.number()])).min(1) });

/** Registers GET /api/v1/advanced_data_type/convert and /types; absent (404) when the flag is off. */
export async function advancedDataTypeRoutes(app: FastifyInstance): Promise<void> {
  const enabled = (): boolean => app.tessera.config.featureFlags.ENABLE_ADVANCED_DATA_TYPES;
  app.get('/api/v1/advanced_data_type/convert', async (req, reply) => {
    if (!enabled()) throw notFound();
    requirePermission(req, 'can_read', 'AdvancedDataType');
    const q = parseRison((req.query as { q?: string }).q, convertQuery);
    const convert = ADVANCED_DATA_TYPES[q.type];
    if (!convert) throw badRequest(`Invalid advanced data type: ${q.type}`);
    return reply.type('application/json; charset=utf-8').send(toExactJson({ result: convert(q.values) }));
  });
  app.get('/api/v1/advanced_data_type/types', async (req) => {
    if (!enabled()) throw notFound();
    requirePermission(req, 'can_read', 'AdvancedDataType');
    return { result: Object.keys(ADVANCED_DATA_TYPES) };
  });
}
