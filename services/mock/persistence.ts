/**
 * Browser persistence of the simulator: the db as one JSON document under STORAGE_KEY, a version stamp
 * under STAMP_KEY (changed on every write, so another tab knows to reload), and the fault/latency
 * settings under CONFIG_KEY. Every storage error is swallowed: the simulator then works in memory.
 */
import type { Db } from './db';

export const STORAGE_KEY = 'fc-simulator-db';
export const STAMP_KEY = 'fc-simulator-db-stamp';
export const CONFIG_KEY = 'fc-simulator-config';

interface Persisted {
  schema: number;
  db: Db;
}

export interface DbStore {
  /** Reads the stored db if it has this schema and seed; null when absent, unreadable or of another shape. */
  load(schema: number, seed: number): Db | null;
  /** True when another instance wrote since this one last loaded or saved. */
  isStale(): boolean;
  /** True when storage lost the db (cleared by someone) after this instance had written it. */
  isMissing(): boolean;
  /** Writes the db and bumps the stamp; false when storage refused (full or unavailable). */
  save(schema: number, db: Db): boolean;
  /** Reads the raw stored config text (null when none). */
  loadConfig(): string | null;
  /** Writes the config text; false when storage refused. */
  saveConfig(text: string): boolean;
}

/** Wraps a Storage (or null for memory only) as the simulator's db store. */
export function createDbStore(storage: Storage | null): DbStore {
  const tag = Math.random().toString(36).slice(2, 10);
  let writes = 0;
  let lastStamp: string | null = null;
  const read = (key: string): string | null => {
    try {
      return storage ? storage.getItem(key) : null;
    } catch {
      return null;
    }
  };
  return {
    load(schema, seed) {
      const stamp = read(STAMP_KEY);
      const text = read(STORAGE_KEY);
      if (!text) return null;
      try {
        const parsed = JSON.parse(text) as Partial<Persisted>;
        if (parsed.schema !== schema || !parsed.db || parsed.db.meta?.seed !== seed) return null;
        lastStamp = stamp;
        return parsed.db;
      } catch {
        return null;
      }
    },
    isStale() {
      if (!storage) return false;
      const stamp = read(STAMP_KEY);
      return stamp !== null && stamp !== lastStamp;
    },
    isMissing() {
      return storage !== null && lastStamp !== null && read(STAMP_KEY) === null;
    },
    save(schema, db) {
      if (!storage) return false;
      writes += 1;
      const stamp = `${tag}-${writes}`;
      try {
        storage.setItem(STORAGE_KEY, JSON.stringify({ schema, db } satisfies Persisted));
        storage.setItem(STAMP_KEY, stamp);
        lastStamp = stamp;
        return true;
      } catch {
        return false;
      }
    },
    loadConfig: () => read(CONFIG_KEY),
    saveConfig(text) {
      if (!storage) return false;
      try {
        storage.setItem(CONFIG_KEY, text);
        return true;
      } catch {
        return false;
      }
    },
  };
}
