/**
 * The simulator's storage on disk, for the HTTP server (`npm run sim:server`): a Web Storage over one SQLite table,
 * through Node's built-in `node:sqlite`. The simulator saves its db synchronously after every write and before the
 * answer leaves, and each save is one SQLite transaction, so a process killed at any moment keeps every write it
 * answered and no half of one. The journal is a write-ahead log with `synchronous = NORMAL`: a committed transaction
 * survives the process being killed (it is in the operating system's hands); only a power cut could lose the last ones.
 */
import { DatabaseSync } from 'node:sqlite';

export interface SqliteStorage extends Storage {
  /** Closes the database file. */
  close(): void;
}

/** Opens (or creates) the database at `file` (':memory:' for none) as a Storage. */
export function openSqliteStorage(file: string): SqliteStorage {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const get = db.prepare('SELECT value FROM kv WHERE key = ?');
  const put = db.prepare('INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value');
  const drop = db.prepare('DELETE FROM kv WHERE key = ?');
  const keys = db.prepare('SELECT key FROM kv ORDER BY key');
  const count = db.prepare('SELECT COUNT(*) AS n FROM kv');
  const inTransaction = (work: () => void): void => {
    db.exec('BEGIN IMMEDIATE');
    try {
      work();
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  };
  return {
    get length() {
      return Number((count.get() as { n: number }).n);
    },
    key(index: number) {
      const row = keys.all()[index] as { key: string } | undefined;
      return row ? row.key : null;
    },
    getItem(key: string) {
      const row = get.get(key) as { value: string } | undefined;
      return row ? row.value : null;
    },
    setItem(key: string, value: string) {
      inTransaction(() => put.run(key, String(value)));
    },
    removeItem(key: string) {
      inTransaction(() => drop.run(key));
    },
    clear() {
      inTransaction(() => db.exec('DELETE FROM kv'));
    },
    close() {
      db.close();
    },
  };
}
