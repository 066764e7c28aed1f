import { createNumberFormatter } from './numberFormatter';
import type { NumberFormatter } from './numberFormatter';

const DECIMAL_UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB', 'RB', 'QB'];
const BINARY_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'];

/** What `createMemoryFormatter` accepts. */
export interface MemoryFormatterConfig {
  id?: string;
  label?: string;
  description?: string;
  binary?: boolean;
  decimals?: number;
  transfer?: boolean;
}

function formatBytes(value: number, binary: boolean, decimals: number): string {
  if (value === 0) return '0B';
  const units = binary ? BINARY_UNITS : DECIMAL_UNITS;
  const base = binary ? 1024 : 1000;
  const last = units.length - 1;
  const magnitude = Math.abs(value);
  let index = Math.max(0, Math.min(last, Math.floor(Math.log(magnitude) / Math.log(base))));
  let scaled = Number((magnitude / base ** index).toFixed(decimals));
  // 999999 B rounds to 1000.00 kB; it reads as 1 MB.
  if (scaled >= base && index < last) {
    index += 1;
    scaled = Number((magnitude / base ** index).toFixed(decimals));
  }
  return `${value < 0 ? '-' : ''}${scaled}${units[index] ?? ''}`;
}

/** Bytes in decimal (kB, up to QB) or binary (KiB, up to YiB) units, 2 decimals; `transfer` adds '/s'. */
export function createMemoryFormatter(config: MemoryFormatterConfig = {}): NumberFormatter {
  const { binary = false, decimals = 2, transfer = false, description } = config;
  return createNumberFormatter({
    id: config.id ?? 'memory_format',
    label: config.label ?? 'Memory formatter',
    description,
    formatFunc: (value) => `${formatBytes(value, binary, decimals)}${transfer ? '/s' : ''}`,
  });
}
