/**
 * The controls framework's pure half: which component draws each control type. The UI registers its React
 * components here; the control panel asks for each declared control's entry and draws nothing for an unknown type.
 */
import type { Logger } from '../dataplane';

/** Holds one entry (a component, or anything the UI needs to draw a control) per control type. */
export class ControlRegistry<TEntry> {
  private readonly entries = new Map<string, TEntry>();
  private readonly warned = new Set<string>();

  constructor(private readonly logger: Pick<Logger, 'warn'> = console) {}

  /** Adds or replaces the entry of `type`; returns a disposer that removes it again. */
  register(type: string, entry: TEntry): () => void {
    this.entries.set(type, entry);
    this.warned.delete(type);
    return () => {
      if (this.entries.get(type) === entry) this.entries.delete(type);
    };
  }

  has(type: string): boolean {
    return this.entries.has(type);
  }

  /** Every registered type, in registration order. */
  types(): string[] {
    return [...this.entries.keys()];
  }

  /**
   * The entry of `type`, or null for a type nothing registered: then a console warning names it (X9.13) and the
   * panel renders nothing. The warning is given once per type, not on every redraw of the panel.
   */
  resolve(type: string): TEntry | null {
    const entry = this.entries.get(type);
    if (entry !== undefined) return entry;
    if (!this.warned.has(type)) {
      this.warned.add(type);
      this.logger.warn(`Unknown control type: ${type}`);
    }
    return null;
  }
}
