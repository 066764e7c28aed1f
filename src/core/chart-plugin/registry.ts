/** The registry of visualization types, keyed by Superset's viz_type. */
import type { Behavior, ChartMetadata, ChartPlugin } from './types';

/** A gallery tile: the registry key with its metadata. */
export interface GalleryEntry {
  key: string;
  metadata: ChartMetadata;
}

/** Called after a plugin is added or replaced. */
export type RegistryListener = (key: string) => void;

/** Holds chart plugins by viz_type; the gallery listing hides deprecated ones. */
export class ChartRegistry<TPlugin extends ChartPlugin<unknown, unknown> = ChartPlugin<unknown, unknown>> {
  private readonly plugins = new Map<string, TPlugin>();
  private readonly listeners = new Set<RegistryListener>();

  /** Adds or replaces the plugin for `key`; returns a disposer that removes it again. */
  register(key: string, plugin: TPlugin): () => void {
    this.plugins.set(key, plugin);
    for (const listener of this.listeners) listener(key);
    return () => {
      if (this.plugins.get(key) === plugin) this.plugins.delete(key);
    };
  }

  /** The plugin for `key`, or undefined when the type is unknown. */
  get(key: string): TPlugin | undefined {
    return this.plugins.get(key);
  }

  has(key: string): boolean {
    return this.plugins.has(key);
  }

  /** Every registered key in registration order, deprecated ones included. */
  keys(): string[] {
    return [...this.plugins.keys()];
  }

  /** The gallery's tiles: deprecated types hidden, and types lacking a required behaviour left out. */
  gallery(requiredBehaviors: Behavior[] = []): GalleryEntry[] {
    const entries: GalleryEntry[] = [];
    for (const [key, plugin] of this.plugins) {
      const { metadata } = plugin;
      if (metadata.deprecated) continue;
      if (!requiredBehaviors.every((b) => metadata.behaviors.includes(b))) continue;
      entries.push({ key, metadata });
    }
    return entries;
  }

  /** Subscribes to registrations (dynamic plugins arrive late); returns the unsubscribe. */
  subscribe(listener: RegistryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
