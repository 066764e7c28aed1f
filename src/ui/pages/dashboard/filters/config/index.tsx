/**
 * The native filter configuration dialog's host: mounted once by the filter bar, it shows the dialog while
 * filterConfigModal is open. The dialog itself lands with the configuration work.
 */
import type { ReactElement } from 'react';

export function FilterConfigHost(): ReactElement | null {
  return null;
}
