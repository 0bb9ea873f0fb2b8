import { ConsoleStorage } from '@services/storage/storage';
import { STORAGE_KEYS } from '@services/storage/keys';
import {
  CHUNK_RELOAD_WINDOW_MS,
  ErrorLog,
  MAX_FIELD_CHARS,
  MAX_LOG_ENTRIES,
  clearLogs,
  errorLog,
  handleChunkLoadError,
  installErrorCapture,
} from '@services/logs/error-log';
import { scrub } from '@services/logs/scrub';
import { MemoryStorage } from '../../support/memory-storage';

function setup() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const store = new ConsoleStorage(local, session, 'fc-');
  const log = new ErrorLog({ storage: store, now: () => Date.UTC(2025, 0, 6, 2, 3, 4) });
  return { local, session, store, log };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
  sessionStorage.clear();
  localStorage.clear();
});

describe('capture', () => {
  test('an error thrown in an event handler becomes an entry', () => {
    const { log, store } = setup();
    cleanups.push(installErrorCapture(window, log));
    // Keep jsdom from printing the reported error (the listener runs after ours).
    const quiet = (e: Event) => e.preventDefault();
    window.addEventListener('error', quiet);
    cleanups.push(() => window.removeEventListener('error', quiet));

    const button = document.createElement('button');
    button.addEventListener('click', () => {
      throw new TypeError('boom in handler');
    });
    document.body.append(button);
    cleanups.push(() => button.remove());
    button.dispatchEvent(new Event('click'));

    const entries = log.getLogs();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'error', url: window.location.href, message: expect.stringContaining('boom in handler') });
    expect(entries[0]!.stack).toContain('TypeError');
    expect(entries[0]!.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(store.get(STORAGE_KEYS.logs)).toEqual(entries);
  });

  test('an unhandled rejection becomes an entry; uninstalling stops capture', async () => {
    const { log } = setup();
    const uninstall = installErrorCapture(window, log);
    const reason = new Error('rejected promise');
    const promise = Promise.reject(reason);
    promise.catch(() => undefined);
    const event = Object.assign(new Event('unhandledrejection'), { reason, promise });
    window.dispatchEvent(event);
    expect(log.getLogs()).toHaveLength(1);
    expect(log.getLogs()[0]).toMatchObject({ type: 'unhandledrejection', message: 'Error: rejected promise' });
    expect(log.getLogs()[0]!.stack).toContain('rejected promise');

    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'plain text reason', promise }));
    expect(log.getLogs()[1]).toMatchObject({ type: 'unhandledrejection', message: 'plain text reason', stack: '' });

    uninstall();
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason, promise }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'after uninstall' }));
    expect(log.getLogs()).toHaveLength(2);
  });

  test('a storage event from another tab refreshes the queue', () => {
    const { log, store } = setup();
    cleanups.push(installErrorCapture(window, log));
    log.addLog({ message: 'one' });
    const seen: number[] = [];
    cleanups.push(log.subscribe((e) => seen.push(e.length)));
    store.remove(STORAGE_KEYS.logs); // another tab logged out
    window.dispatchEvent(new StorageEvent('storage', { key: store.fullKey(STORAGE_KEYS.logs) }));
    expect(log.getLogs()).toEqual([]);
    expect(seen).toEqual([0]);
  });
});

describe('queue', () => {
  test(`is capped at ${MAX_LOG_ENTRIES} entries, oldest dropped`, () => {
    const { log, store } = setup();
    for (let i = 0; i < 130; i += 1) log.addLog({ type: 'error', message: `error #${i}` });
    expect(log.getLogs()).toHaveLength(100);
    expect(log.getLogs()[0]!.message).toBe('error #30');
    expect(log.getLogs()[99]!.message).toBe('error #129');
    expect(store.get<unknown[]>(STORAGE_KEYS.logs)).toHaveLength(100);
  });

  test('long fields are cut', () => {
    const { log } = setup();
    log.addLog({ message: 'x'.repeat(50_000), stack: 'y'.repeat(50_000) });
    expect(log.getLogs()[0]!.message).toHaveLength(MAX_FIELD_CHARS);
    expect(log.getLogs()[0]!.stack).toHaveLength(MAX_FIELD_CHARS);
  });

  test('a full localStorage does not throw: the queue lives on in memory and listeners hear of it', () => {
    const { log, local } = setup();
    log.addLog({ message: 'stored' });
    local.failWrites = true;
    const seen: number[] = [];
    log.subscribe((e) => seen.push(e.length));
    expect(() => {
      for (let i = 0; i < 120; i += 1) log.addLog({ message: `in memory ${i}` });
    }).not.toThrow();
    expect(log.getLogs()).toHaveLength(100);
    expect(log.getLogs()[99]!.message).toBe('in memory 119');
    expect(seen).toHaveLength(120);
    // Space again: the next write stores the whole queue.
    local.failWrites = false;
    log.addLog({ message: 'back' });
    expect(JSON.parse(local.getItem('fc-logs')!).content).toHaveLength(100);
  });

  test('a storage that throws on every access does not break logging', () => {
    const broken = {
      get length(): number {
        throw new Error('blocked');
      },
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
      key: () => null,
      clear: () => undefined,
    } as Storage;
    const log = new ErrorLog({ storage: new ConsoleStorage(broken, broken, 'fc-') });
    expect(() => log.addLog({ message: 'still works' })).not.toThrow();
    expect(log.getLogs()).toHaveLength(1);
    expect(() => log.clearLogs()).not.toThrow();
    expect(log.getLogs()).toHaveLength(0);
  });

  test('a throwing listener does not break logging', () => {
    const { log } = setup();
    log.subscribe(() => {
      throw new Error('bad listener');
    });
    expect(() => log.addLog({ message: 'a' })).not.toThrow();
    expect(log.getLogs()).toHaveLength(1);
  });

  test('clearLogs empties memory and storage and notifies; a logout (storage cleared) empties it too', () => {
    const { log, store, local } = setup();
    log.addLog({ message: 'a' });
    const seen: number[] = [];
    log.subscribe((e) => seen.push(e.length));
    log.clearLogs();
    expect(log.getLogs()).toEqual([]);
    expect(local.getItem('fc-logs')).toBeNull();
    expect(seen).toEqual([0]);

    log.addLog({ message: 'b' });
    store.clearForLogout();
    log.refresh();
    expect(log.getLogs()).toEqual([]);
  });

  test('the default log is cleared by clearLogs()', () => {
    errorLog.addLog({ message: 'default' });
    expect(errorLog.getLogs().length).toBeGreaterThan(0);
    clearLogs();
    expect(errorLog.getLogs()).toEqual([]);
  });

  test('getLogs returns the same array until the queue changes', () => {
    const { log } = setup();
    log.addLog({ message: 'a' });
    const first = log.getLogs();
    expect(log.getLogs()).toBe(first);
    log.refresh();
    expect(log.getLogs()).toBe(first);
    log.addLog({ message: 'b' });
    expect(log.getLogs()).not.toBe(first);
  });
});

describe('scrubbing', () => {
  const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoiMTIzIn0.c2lnbmF0dXJlLXNlY3JldA';
  const OPAQUE = 'b3f1c2d4e5f60718293a4b5c6d7e8f90';
  const ID = '11010519491231002X';
  const CARD = '6222021234567890123';

  test('tokens, passwords, ID and card numbers never reach storage', () => {
    const { log, local } = setup();
    cleanups.push(installErrorCapture(window, log));
    log.addLog({
      url: `https://console.example/api/x?access_token=${OPAQUE}&refresh_token=r-${OPAQUE}&page=1`,
      message: `Request failed: Blade-Auth: bearer ${JWT}; body {"password":"hunter2 secret","newPassword1":"s3cr3t!"}`,
      stack: `at call (app.js:1:2) token=${JWT}\n  id ${ID} card ${CARD} spaced 6222 0212 3456 7890`,
      info: `Authorization: Basic c2FiZXI6c2FiZXJfc2VjcmV0 password=plain-pass`,
    });
    window.dispatchEvent(new ErrorEvent('error', { message: `Uncaught Error: bearer ${OPAQUE} and ${JWT}`, error: new Error(`id=${ID}`) }));
    const stored = local.dump();
    expect(JSON.parse(local.getItem('fc-logs')!).content).toHaveLength(2);
    for (const secret of [
      JWT,
      OPAQUE,
      'hunter2',
      's3cr3t!',
      'c2FiZXI6c2FiZXJfc2VjcmV0',
      'plain-pass',
      ID,
      CARD,
      '6222 0212 3456 7890',
      'eyJ',
    ]) {
      expect(stored).not.toContain(secret);
    }
    // The last 4 digits stay so entries remain useful.
    expect(stored).toContain('**************002X');
    expect(stored).toContain('***************0123');
    expect(stored).toContain('************7890');
    expect(stored).toContain('page=1');
  });

  test.each([
    ['access_token=abc123', 'access_token=[REDACTED]'],
    ['{"refresh_token":"r.e.f"}', '{"refresh_token":"[REDACTED]"}'],
    ['Blade-Auth: bearer abcdefghijkl', 'Blade-Auth: bearer [REDACTED]'],
    ['header bearer abcdefghijkl', 'header bearer [REDACTED]'],
    ["password: 'a b c'", "password: '[REDACTED]'"],
    ['oldPassword=1a2b&x=1', 'oldPassword=[REDACTED]&x=1'],
    ['id 110105194912310021 end', 'id **************0021 end'],
    ['card 4111111111111111.', 'card ************1111.'],
    ['short 12345678901 stays', 'short 12345678901 stays'],
    ['twenty 12345678901234567890 digits stay', 'twenty 12345678901234567890 digits stay'],
    ['nothing secret here', 'nothing secret here'],
  ])('scrub(%j) = %j', (input, expected) => {
    expect(scrub(input)).toBe(expected);
  });
});

describe('chunk load failure', () => {
  function preloadError(): Event {
    return Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('Failed to fetch dynamically imported module: /assets/page-abc.js'),
    });
  }

  test('reloads once; a second failure within 60 s logs instead of reloading; later it may reload again', () => {
    const { log } = setup();
    let now = 1_000_000;
    const reload = vi.fn();
    cleanups.push(handleChunkLoadError(window, { reload, now: () => now, log }));

    const first = preloadError();
    window.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(log.getLogs()).toHaveLength(0);

    // The reloaded page fails again (the listener is installed anew after a reload; same session storage).
    now += 5_000;
    const second = preloadError();
    window.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
    expect(log.getLogs()).toHaveLength(1);
    expect(log.getLogs()[0]).toMatchObject({ type: 'chunk', message: expect.stringContaining('page-abc.js') });

    now += 10_000;
    window.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(log.getLogs()).toHaveLength(2);

    now += CHUNK_RELOAD_WINDOW_MS + 1;
    window.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test('without usable session storage it never reloads', () => {
    const { log } = setup();
    const reload = vi.fn();
    const target = new EventTarget();
    Object.defineProperty(target, 'sessionStorage', {
      get() {
        throw new Error('blocked');
      },
    });
    Object.defineProperty(target, 'location', { value: { href: 'http://localhost/x' } });
    const fakeWin = target as unknown as Window;
    cleanups.push(handleChunkLoadError(fakeWin, { reload, log }));
    fakeWin.dispatchEvent(preloadError());
    fakeWin.dispatchEvent(preloadError());
    expect(reload).not.toHaveBeenCalled();
    expect(log.getLogs()).toHaveLength(2);
  });
});

test('errors seen before the error log loaded are replayed into it, in order', () => {
  const log = new ErrorLog({ storage: new ConsoleStorage(new MemoryStorage(), new MemoryStorage(), 'replay-') });
  const early: Event[] = [
    new ErrorEvent('error', { message: 'boot failed', error: new Error('boot failed') }),
    Object.assign(new Event('unhandledrejection'), { reason: new Error('early rejection') }),
  ];
  const uninstall = installErrorCapture(window, log, early);
  try {
    expect(log.getLogs().map((e) => [e.type, e.message])).toEqual([
      ['error', 'boot failed'],
      ['unhandledrejection', 'Error: early rejection'],
    ]);
  } finally {
    uninstall();
  }
});
