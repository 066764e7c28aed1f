/**
 * A fresh copy of a module that keeps a module-global table (the route table, the app-wide formatter registries):
 * vitest forgets every module loaded so far, so `load`'s import evaluates the module, and what it imports, again.
 * Tests that register into such a table call it in a beforeEach, so each starts from the table as the app starts.
 */
import { vi } from 'vitest';

export async function freshModule<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}
