import { consoleConfig } from '@services/http/config';
import type { CrossTabMessage } from '@services/api/types/session';

/** Messages between the console's tabs of one browser, over BroadcastChannel (docs/quality.md req. 3, 7). */
export class CrossTab {
  private readonly channel: BroadcastChannel | null;
  private readonly listeners = new Set<(m: CrossTabMessage) => void>();

  constructor(name = `${consoleConfig.storagePrefix}-session`) {
    this.channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(name) : null;
    this.channel?.addEventListener('message', (e: MessageEvent) => {
      const m = e.data as CrossTabMessage | null;
      if (m && typeof m === 'object' && typeof m.type === 'string') for (const l of this.listeners) l(m);
    });
  }

  /** Sends a message to the other tabs (never to this one). */
  post(message: CrossTabMessage): void {
    try {
      this.channel?.postMessage(message);
    } catch {
      /* a closed channel: the other tabs learn it from storage on their next check */
    }
  }

  /** Subscribes to messages from other tabs; returns the unsubscribe function. */
  subscribe(listener: (m: CrossTabMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Closes the channel. */
  close(): void {
    this.listeners.clear();
    this.channel?.close();
  }
}
