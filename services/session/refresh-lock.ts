/**
 * One token refresh at a time across the console's tabs of one browser.
 *
 * Where the browser has Web Locks (`navigator.locks`, secure contexts only) the refresh runs under a named lock.
 * Elsewhere, e.g. a console served over plain HTTP on an intranet, a lease in local storage stands in for it:
 * a tab writes `{ owner, expires }` when the lease is free (missing, expired or its own), waits a moment for
 * other tabs' writes to reach it, and holds the lease only if it still reads its own id. The holder renews
 * the lease while its task runs and removes it afterwards; a tab that was closed while holding it frees it by
 * expiry. Waiting tabs wake on the release message (BroadcastChannel), on the storage event of the key, or
 * by polling, and then read the lease again, so the release is only trusted once storage shows it (the
 * stored grant is written before the lease is removed, and one tab's writes reach the others in order).
 */
import { randomId } from '@services/http/random-id';

/** The lease record kept in local storage. */
export interface Lease {
  owner: string;
  /** Epoch ms after which the lease is free whoever holds it. */
  expires: number;
}

/** Timings of the storage lease, ms. */
export interface LeaseTimings {
  leaseMs: number;
  renewMs: number;
  settleMs: number;
  pollMs: number;
}

export const LEASE_TIMINGS: Readonly<LeaseTimings> = {
  /** How long a lease lasts without renewal (a closed tab frees it after this). */
  leaseMs: 10_000,
  /** How often the holder renews it. */
  renewMs: 3_000,
  /** How long a tab waits after writing the lease before it trusts that it holds it. */
  settleMs: 120,
  /** How often a waiting tab looks at the lease again when nothing woke it. */
  pollMs: 250,
};

export interface LeaseLockOptions {
  /** Local storage shared by the tabs (null: no coordination, tasks still run one at a time in this tab). */
  storage: Storage | null;
  /** Storage key of the lease; also the BroadcastChannel name of its release messages. */
  key: string;
  /** This tab's id (random by default). */
  owner?: string;
  now?: () => number;
  /** Where `storage` and `pagehide` events arrive (window by default). */
  events?: EventTarget | null;
  /** Opens the release channel (BroadcastChannel by default; null when there is none). */
  openChannel?: (name: string) => BroadcastChannel | null;
  timings?: Partial<LeaseTimings>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The storage lease of one named lock (see the module comment). */
export class LeaseLock {
  readonly owner: string;
  private readonly now: () => number;
  private readonly timings: LeaseTimings;
  private readonly channel: BroadcastChannel | null;
  private readonly events: EventTarget | null;
  /** Tasks of this tab run one after another. */
  private queue: Promise<unknown> = Promise.resolve();
  private wakers = new Set<() => void>();

  constructor(private readonly options: LeaseLockOptions) {
    this.owner = options.owner ?? randomId();
    this.now = options.now ?? Date.now;
    this.timings = { ...LEASE_TIMINGS, ...options.timings };
    const open = options.openChannel ?? ((name: string) => (typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(name) : null));
    this.channel = options.storage ? open(options.key) : null;
    this.channel?.addEventListener('message', () => this.wake());
    this.events = options.events !== undefined ? options.events : typeof window !== 'undefined' ? window : null;
    this.events?.addEventListener('storage', (e) => {
      if ((e as StorageEvent).key === options.key || (e as StorageEvent).key === null) this.wake();
    });
  }

  /** Runs `task` while holding the lease; resolves or rejects with the task's outcome. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(() => this.exclusive(task));
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** The stored lease, or null when there is none or it cannot be read. */
  read(): Lease | null {
    try {
      const raw = this.options.storage?.getItem(this.options.key);
      if (!raw) return null;
      const v = JSON.parse(raw) as Partial<Lease>;
      return typeof v.owner === 'string' && typeof v.expires === 'number' ? { owner: v.owner, expires: v.expires } : null;
    } catch {
      return null;
    }
  }

  private async exclusive<T>(task: () => Promise<T>): Promise<T> {
    const held = await this.acquire();
    if (!held) return task();
    const renew = setInterval(() => this.write(), this.timings.renewMs);
    const onHide = () => this.release();
    this.events?.addEventListener('pagehide', onHide);
    try {
      return await task();
    } finally {
      clearInterval(renew);
      this.events?.removeEventListener('pagehide', onHide);
      this.release();
    }
  }

  /** Waits until this tab holds the lease; false when storage cannot be used (the task then runs anyway). */
  private async acquire(): Promise<boolean> {
    for (;;) {
      const lease = this.read();
      if (!lease || lease.expires <= this.now() || lease.owner === this.owner) {
        if (!this.write()) return false;
        await sleep(this.timings.settleMs);
        if (this.read()?.owner === this.owner) return true;
        continue;
      }
      await this.waitForChange(Math.max(0, Math.min(this.timings.pollMs, lease.expires - this.now())));
    }
  }

  private write(): boolean {
    try {
      this.options.storage!.setItem(
        this.options.key,
        JSON.stringify({ owner: this.owner, expires: this.now() + this.timings.leaseMs } satisfies Lease),
      );
      return true;
    } catch {
      return false;
    }
  }

  private release(): void {
    try {
      if (this.read()?.owner === this.owner) this.options.storage?.removeItem(this.options.key);
    } catch {
      /* storage blocked: the lease runs out by itself */
    }
    try {
      this.channel?.postMessage({ type: 'released', owner: this.owner });
    } catch {
      /* closed channel: the others poll */
    }
  }

  private waitForChange(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakers.add(done);
    });
  }

  private wake(): void {
    for (const w of [...this.wakers]) w();
  }

  /** Stops listening (tests). */
  close(): void {
    this.channel?.close();
    this.wake();
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

const leases = new Map<string, LeaseLock>();

/** The storage lease used for `name` where Web Locks are missing (one per name and tab). */
export function leaseFor(name: string): LeaseLock {
  let lease = leases.get(name);
  if (!lease) {
    lease = new LeaseLock({ storage: localStorageOrNull(), key: `${name}-lease` });
    leases.set(name, lease);
  }
  return lease;
}

/** Runs `task` under the cross-tab lock `name`: Web Locks where the browser has them, else the storage lease. */
export function withCrossTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request(name, task) as Promise<T>;
  return leaseFor(name).run(task);
}
