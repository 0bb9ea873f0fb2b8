/**
 * A random id from `getRandomValues`, which — unlike `randomUUID`, kept for secure contexts — a console served over
 * plain HTTP has too: an operation's Idempotency-Key, a lock's owner.
 */
export function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
