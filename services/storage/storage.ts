import { consoleConfig } from '@services/http/config';
import { KEYS_KEPT_ON_LOGOUT, type StorageKey } from './keys';

/** What is written under each key: the value and how it was stored. */
export interface StoredItem<T = unknown> {
  dataType: string;
  content: T;
  type: 'session' | 'local';
  datetime: number;
}

/** Prefixed browser storage: a session flag selects session storage, otherwise local storage; reads look in session first. */
export class ConsoleStorage {
  constructor(
    private readonly local: Storage | null,
    private readonly session: Storage | null,
    private readonly prefix = `${consoleConfig.storagePrefix}-`,
    private readonly now: () => number = Date.now,
  ) {}

  /** The full key written to the browser. */
  fullKey(name: string): string {
    return this.prefix + name;
  }

  /** Stores `content` under `name`; returns false when the browser refused (full or blocked). */
  set<T>(name: StorageKey | string, content: T, opts: { session?: boolean } = {}): boolean {
    const target = opts.session ? this.session : this.local;
    if (!target) return false;
    const item: StoredItem<T> = { dataType: typeOf(content), content, type: opts.session ? 'session' : 'local', datetime: this.now() };
    try {
      target.setItem(this.fullKey(name), JSON.stringify(item));
      return true;
    } catch {
      return false;
    }
  }

  /** The stored item with its metadata, or null. */
  getItem<T>(name: StorageKey | string): StoredItem<T> | null {
    for (const s of [this.session, this.local]) {
      if (!s) continue;
      let raw: string | null = null;
      try {
        raw = s.getItem(this.fullKey(name));
      } catch {
        raw = null;
      }
      if (raw === null) continue;
      const parsed = parseItem<T>(raw);
      if (parsed) return parsed;
    }
    return null;
  }

  /** The stored content, or undefined. */
  get<T>(name: StorageKey | string): T | undefined {
    return this.getItem<T>(name)?.content;
  }

  /** Removes `name` from both storages. */
  remove(name: StorageKey | string): void {
    for (const s of [this.session, this.local]) {
      try {
        s?.removeItem(this.fullKey(name));
      } catch {
        /* storage blocked: nothing to remove */
      }
    }
  }

  /** All of this console's keys (without prefix) in one storage. */
  keys(which: 'local' | 'session'): string[] {
    const s = which === 'local' ? this.local : this.session;
    if (!s) return [];
    const out: string[] = [];
    for (let i = 0; i < s.length; i += 1) {
      const k = s.key(i);
      if (k?.startsWith(this.prefix)) out.push(k.slice(this.prefix.length));
    }
    return out;
  }

  /** Clears every authenticated item of both storages and export caches; keeps language, theme and colour. */
  clearForLogout(): void {
    for (const which of ['local', 'session'] as const) {
      for (const k of this.keys(which)) {
        if (!(KEYS_KEPT_ON_LOGOUT as readonly string[]).includes(k)) this.remove(k);
      }
    }
    // Export caches (any local key containing _export), whoever wrote them.
    if (this.local) {
      const doomed: string[] = [];
      for (let i = 0; i < this.local.length; i += 1) {
        const k = this.local.key(i);
        if (k?.includes('_export')) doomed.push(k);
      }
      for (const k of doomed) this.local.removeItem(k);
    }
  }
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

function parseItem<T>(raw: string): StoredItem<T> | null {
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v === 'object' && v !== null && 'content' in v) return v as StoredItem<T>;
  } catch {
    /* not ours or damaged: treat as missing */
  }
  return null;
}

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window !== 'undefined' ? window[kind] : null;
  } catch {
    return null;
  }
}

/** The console's storage over the browser's local and session storage. */
export const storage = new ConsoleStorage(safeStorage('localStorage'), safeStorage('sessionStorage'));
