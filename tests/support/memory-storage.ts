/** A Storage kept in a Map, for tests: `quota` (characters) or `failWrites` make setItem throw like a full browser storage. */
export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  failWrites = false;
  writes = 0;
  constructor(private readonly quota = Infinity) {}
  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    const size = [...this.map.entries()].reduce((n, [k, v]) => n + (k === key ? 0 : v.length), 0) + value.length;
    if (this.failWrites || size > this.quota) throw new DOMException('quota exceeded', 'QuotaExceededError');
    this.writes += 1;
    this.map.set(key, value);
  }
  /** Everything stored, as one string. */
  dump(): string {
    return [...this.map.values()].join('\n');
  }
}
