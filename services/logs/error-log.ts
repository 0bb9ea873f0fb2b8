/**
 * The client error log (spec 000 §2 log viewer, §3 error log entry, §7 client error log; docs/quality.md req. 16).
 *
 * - A queue of `{ type, url, message, stack, info, time }` entries in storage under STORAGE_KEYS.logs,
 *   capped at MAX_LOG_ENTRIES (oldest dropped), each field scrubbed (scrub.ts) and cut to MAX_FIELD_CHARS.
 * - Storage is the source of truth while it accepts writes, so the logout (which removes every non-kept key)
 *   empties the log; when storage refuses (full, blocked) the queue lives on in memory and nothing throws.
 *   `clearLogs()` empties both; `subscribe()` tells the badge about every change.
 * - `installErrorCapture(win)` records window `error` and `unhandledrejection` events, and follows writes of
 *   other tabs (`storage` events).
 * - `handleChunkLoadError(win)` reloads once when a lazy chunk fails to load ('vite:preloadError'); a second
 *   failure within CHUNK_RELOAD_WINDOW_MS logs an entry instead, so a broken deployment never reload-loops.
 * - `uploadLogs()` sends the queue to LOG_UPLOAD_URL and removes what was sent.
 * No React here.
 */
import { http } from '@services/http/client';
import type { R } from '@services/http/envelope';
import { ApiError } from '@services/http/errors';
import { STORAGE_KEYS } from '@services/storage/keys';
import { type ConsoleStorage, storage as consoleStorage } from '@services/storage/storage';
import { scrub } from './scrub';

/** One logged client error (spec 000 §3). */
export interface ErrorLogEntry {
  /** What produced it: 'error', 'unhandledrejection', 'chunk', or a caller's own type. */
  type: string;
  /** The page address when it happened. */
  url: string;
  message: string;
  stack: string;
  /** Where (file:line:column) or other context. */
  info: string;
  /** Local time, 'yyyy-MM-dd HH:mm:ss'. */
  time: string;
}

/** The queue keeps at most this many entries (docs/quality.md req. 16). */
export const MAX_LOG_ENTRIES = 100;
/** Each text field of an entry is cut to this many characters, so a few huge stacks cannot fill storage. */
export const MAX_FIELD_CHARS = 2000;
/** Where `uploadLogs()` posts the queue (the spec leaves the path open; this is ours). */
export const LOG_UPLOAD_URL = '/api/blade-log/error/upload';
/** A second chunk-load failure within this time after a reload logs instead of reloading again. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
/** Session-storage key (prefixed like every console key) of the last chunk-failure reload time. */
export const CHUNK_RELOAD_KEY = 'chunkReload';

export type LogListener = (entries: readonly ErrorLogEntry[]) => void;

const FIELDS = ['type', 'url', 'message', 'stack', 'info', 'time'] as const;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Formats epoch ms as local 'yyyy-MM-dd HH:mm:ss'. */
export function formatLogTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

function clean(v: unknown): string {
  const text = typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
  return scrub(text.length > MAX_FIELD_CHARS * 2 ? text.slice(0, MAX_FIELD_CHARS * 2) : text).slice(0, MAX_FIELD_CHARS);
}

function isEntry(v: unknown): v is ErrorLogEntry {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return FIELDS.every((f) => typeof o[f] === 'string');
}

function sameEntry(a: ErrorLogEntry, b: ErrorLogEntry): boolean {
  return FIELDS.every((f) => a[f] === b[f]);
}

/** Text of anything thrown or rejected. */
function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack ?? '' };
  if (typeof reason === 'string') return { message: reason, stack: '' };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: '' };
  } catch {
    return { message: String(reason), stack: '' };
  }
}

export interface ErrorLogOptions {
  storage: ConsoleStorage;
  /** Clock for entry times, epoch ms (default Date.now). */
  now?: () => number;
}

/** The error-log queue over one ConsoleStorage. */
export class ErrorLog {
  private readonly store: ConsoleStorage;
  private readonly now: () => number;
  private entries: readonly ErrorLogEntry[] = [];
  /** True when the last write was refused: memory holds the queue, storage may hold an older copy. */
  private memoryOnly = false;
  private readonly listeners = new Set<LogListener>();
  private adding = false;

  constructor(options: ErrorLogOptions) {
    this.store = options.storage;
    this.now = options.now ?? Date.now;
    this.entries = this.readStorage();
  }

  /** The storage key the queue is written under (with the console prefix). */
  get storageKey(): string {
    return this.store.fullKey(STORAGE_KEYS.logs);
  }

  /** The queue, oldest first; the same array until the queue changes (safe for useSyncExternalStore). */
  getLogs = (): readonly ErrorLogEntry[] => this.entries;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: LogListener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Appends an entry (scrubbed, fields cut, queue capped). Never throws. */
  addLog = (entry: Partial<ErrorLogEntry>): void => {
    if (this.adding) return; // an error raised while logging must not log itself
    this.adding = true;
    try {
      const next: ErrorLogEntry = {
        type: clean(entry.type || 'error'),
        url: clean(entry.url ?? currentUrl()),
        message: clean(entry.message),
        stack: clean(entry.stack),
        info: clean(entry.info),
        time: entry.time ? clean(entry.time) : formatLogTime(this.now()),
      };
      const base = this.memoryOnly ? this.entries : this.readStorage();
      this.write([...base, next].slice(-MAX_LOG_ENTRIES));
    } catch {
      /* logging must never break the app */
    } finally {
      this.adding = false;
    }
  };

  /** Empties the queue in memory and in storage. */
  clearLogs = (): void => {
    this.store.remove(STORAGE_KEYS.logs);
    this.memoryOnly = false;
    this.set([]);
  };

  /** Re-reads storage (after a logout or another tab's write); keeps the memory copy while storage refuses writes. */
  refresh = (): void => {
    if (this.memoryOnly) return;
    const fresh = this.readStorage();
    if (fresh.length !== this.entries.length || fresh.some((e, i) => !sameEntry(e, this.entries[i]!))) this.set(fresh);
  };

  /** Removes `sent` entries (as uploaded) from the queue; entries logged meanwhile stay. */
  removeEntries = (sent: readonly ErrorLogEntry[]): void => {
    const remaining = [...(this.memoryOnly ? this.entries : this.readStorage())];
    for (const e of sent) {
      const i = remaining.findIndex((r) => sameEntry(r, e));
      if (i >= 0) remaining.splice(i, 1);
    }
    if (remaining.length === 0) this.clearLogs();
    else this.write(remaining);
  };

  private readStorage(): readonly ErrorLogEntry[] {
    try {
      const v = this.store.get<unknown>(STORAGE_KEYS.logs);
      return Array.isArray(v) ? v.filter(isEntry).slice(-MAX_LOG_ENTRIES) : [];
    } catch {
      return [];
    }
  }

  private write(list: readonly ErrorLogEntry[]): void {
    let stored = false;
    try {
      stored = this.store.set(STORAGE_KEYS.logs, list);
    } catch {
      stored = false;
    }
    this.memoryOnly = !stored;
    this.set(list);
  }

  private set(list: readonly ErrorLogEntry[]): void {
    this.entries = list;
    for (const l of [...this.listeners]) {
      try {
        l(list);
      } catch {
        /* a broken listener must not break logging */
      }
    }
  }
}

function currentUrl(): string {
  try {
    return typeof window !== 'undefined' ? window.location.href : '';
  } catch {
    return '';
  }
}

/** The console's error log over the browser storage. */
export const errorLog = new ErrorLog({ storage: consoleStorage });

/** The queue, oldest first (stable reference until it changes). */
export const getLogs = (): readonly ErrorLogEntry[] => errorLog.getLogs();
/** Subscribes to changes of the queue; returns the unsubscribe function. */
export const subscribe = (listener: LogListener): (() => void) => errorLog.subscribe(listener);
/** Appends an entry; never throws. */
export const addLog = (entry: Partial<ErrorLogEntry>): void => errorLog.addLog(entry);
/** Empties the queue (memory and storage); call it on logout. */
export const clearLogs = (): void => errorLog.clearLogs();

/** Cancelled requests are ours (navigation, logout), not errors worth logging. */
function isCancellation(reason: unknown): boolean {
  return reason instanceof ApiError && reason.kind === 'cancelled';
}

/**
 * Records window `error` and `unhandledrejection` events in `log` (default: the console's log) and follows
 * other tabs' writes of the queue. Returns the uninstall function.
 */
export function installErrorCapture(win: Window, log: ErrorLog = errorLog, earlier: readonly Event[] = []): () => void {
  const href = () => {
    try {
      return win.location.href;
    } catch {
      return '';
    }
  };
  const onError = (event: Event) => {
    try {
      const e = event as ErrorEvent;
      // Resource load failures (img, script tags) reach window only in the capture phase; we listen in bubble.
      const thrown = describe(e.error ?? e.message);
      const where = e.filename ? `${e.filename}:${e.lineno ?? 0}:${e.colno ?? 0}` : '';
      log.addLog({ type: 'error', url: href(), message: e.message || thrown.message, stack: thrown.stack, info: where });
    } catch {
      /* never throw from the error handler */
    }
  };
  const onRejection = (event: Event) => {
    try {
      const reason = (event as PromiseRejectionEvent).reason as unknown;
      if (isCancellation(reason)) return;
      const d = describe(reason);
      log.addLog({ type: 'unhandledrejection', url: href(), message: d.message, stack: d.stack, info: '' });
    } catch {
      /* never throw from the error handler */
    }
  };
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === null || key === log.storageKey) log.refresh();
  };
  // Events seen before this module loaded (the boot buffer in src/app/main.tsx), in order.
  for (const e of earlier) (e.type === 'unhandledrejection' ? onRejection : onError)(e);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('storage', onStorage);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('storage', onStorage);
  };
}

export interface ChunkErrorOptions {
  /** Reloads the page (default `win.location.reload()`). */
  reload?: () => void;
  /** Clock, epoch ms (default Date.now). */
  now?: () => number;
  log?: ErrorLog;
  /** Where the last reload time is kept (default: the console storage's prefixed key in `win.sessionStorage`). */
  storageKey?: string;
}

/**
 * When a lazy chunk fails to load (Vite's 'vite:preloadError' on window), reloads the page once so the
 * new deployment's files are fetched. The reload time is remembered in session storage: a second failure
 * within CHUNK_RELOAD_WINDOW_MS (or when session storage is unusable) logs an entry instead and lets the
 * error reach its caller. Returns the uninstall function.
 */
export function handleChunkLoadError(win: Window, options: ChunkErrorOptions = {}): () => void {
  const reload = options.reload ?? (() => win.location.reload());
  const now = options.now ?? Date.now;
  const log = options.log ?? errorLog;
  const key = options.storageKey ?? consoleStorage.fullKey(CHUNK_RELOAD_KEY);
  const session = (): Storage | null => {
    try {
      return win.sessionStorage;
    } catch {
      return null;
    }
  };
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const t = now();
    let last: number | null = null;
    let remembered = false;
    try {
      const raw = session()?.getItem(key) ?? null;
      last = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
      session()?.setItem(key, String(t));
      remembered = session() !== null;
    } catch {
      remembered = false;
    }
    const recent = last !== null && t - last >= 0 && t - last < CHUNK_RELOAD_WINDOW_MS;
    if (remembered && !recent) {
      event.preventDefault(); // the page is going away: do not let Vite rethrow into the app
      reload();
      return;
    }
    const d = describe(payload ?? 'chunk load failed');
    log.addLog({ type: 'chunk', url: win.location?.href ?? '', message: d.message, stack: d.stack, info: 'vite:preloadError' });
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}

/**
 * Sends the queue to the server (POST LOG_UPLOAD_URL, the entries as a JSON array, with the operation's
 * Idempotency-Key when a command sends it) and removes what was sent.
 */
export async function uploadLogs(options: { signal?: AbortSignal; log?: ErrorLog; key?: string } = {}): Promise<number> {
  const log = options.log ?? errorLog;
  const batch = [...log.getLogs()];
  if (batch.length === 0) return 0;
  await http.post<R<unknown>>(LOG_UPLOAD_URL, batch, {
    signal: options.signal,
    ...(options.key ? { meta: { idempotencyKey: options.key } } : {}),
  });
  log.removeEntries(batch);
  return batch.length;
}
