/** A keyed store of values with an optional default key, the shape plugin authors know from Superset. */
export class Registry<V> {
  readonly name: string;
  protected readonly items = new Map<string, V>();
  protected defaultKey: string | undefined;

  constructor(name: string, defaultKey?: string) {
    this.name = name;
    this.defaultKey = defaultKey;
  }

  /** Stores `value` under `key`, replacing any earlier value. */
  registerValue(key: string, value: V): this {
    this.items.set(key, value);
    return this;
  }

  /** The value under `key`, or under the default key when `key` is empty. */
  get(key?: string | null): V | undefined {
    const target = key === undefined || key === null || key === '' ? this.defaultKey : key;
    return target === undefined ? undefined : this.items.get(target);
  }

  /** Whether a value is stored under `key`. */
  has(key: string): boolean {
    return this.items.has(key);
  }

  /** Every stored key, in registration order. */
  keys(): string[] {
    return [...this.items.keys()];
  }

  /** Every stored value, in registration order. */
  values(): V[] {
    return [...this.items.values()];
  }

  /** Removes the value under `key`. */
  remove(key: string): this {
    this.items.delete(key);
    return this;
  }

  /** Removes every value and the default key. */
  clear(): this {
    this.items.clear();
    this.defaultKey = undefined;
    return this;
  }

  /** The key used when `get` is called without one. */
  getDefaultKey(): string | undefined {
    return this.defaultKey;
  }

  /** Sets the key used when `get` is called without one. */
  setDefaultKey(key: string): this {
    this.defaultKey = key;
    return this;
  }

  /** Forgets the default key. */
  clearDefaultKey(): this {
    this.defaultKey = undefined;
    return this;
  }
}
