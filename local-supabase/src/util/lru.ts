// A size-bounded map that forgets the least recently used entry first: caches
// keyed by what clients send (API keys, table names) must not grow without end.
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {
    if (!(max > 0)) throw new Error('Lru needs a positive size');
  }

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v === undefined) return undefined;
    // Map keeps insertion order: re-inserting marks the entry as the most recent.
    this.map.delete(key);
    this.map.set(key, v);
    return v;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }

  delete(key: K): void {
    this.map.delete(key);
  }
}
