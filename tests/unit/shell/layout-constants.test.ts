/**
 * The layout constants of spec 000 §9, one constant each: the dictionary screens' action columns 250 (dictionaries) and
 * 300 (entries), the default card radius 10 (on the document for the stylesheet), the chunk load time-out 120 s (a
 * screen chunk slower than that fails, and the next visit loads it again).
 */
import { readFileSync } from 'node:fs';
import { CARD_RADIUS, CHUNK_LOAD_TIMEOUT_MS, MENU_WIDTH, applyLayoutConstants } from '@/components/layout-constants';
import { ChunkLoadTimeout, screenModule, withChunkTimeout } from '@/components/lazy-screen';

afterEach(() => {
  vi.useRealTimers();
});

test('the constants are the spec values', () => {
  expect(MENU_WIDTH).toEqual({ parent: 250, child: 300 });
  expect(CARD_RADIUS).toBe(10);
  expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
});

test('the card radius reaches the stylesheet through --fc-card-radius', () => {
  const root = document.createElement('div');
  applyLayoutConstants(root);
  expect(root.style.getPropertyValue('--fc-card-radius')).toBe('10px');
  expect(readFileSync('src/theme/console.css', 'utf8')).toMatch(/\.bp6-card \{[^}]*border-radius: var\(--fc-card-radius\);/);
});

test('the dictionary screens use the widths', () => {
  const page = readFileSync('src/screens/system/dict-page.tsx', 'utf8');
  expect(page).toContain('actionsWidth: MENU_WIDTH.parent');
  expect(page).toContain('actionsWidth: MENU_WIDTH.child');
});

test('a chunk slower than the time-out fails; one in time loads', async () => {
  vi.useFakeTimers();
  const never = withChunkTimeout(new Promise(() => undefined));
  const failed = expect(never).rejects.toBeInstanceOf(ChunkLoadTimeout);
  await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
  let settled = false;
  void never.catch(() => {
    settled = true;
  });
  await Promise.resolve();
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await failed;
  await expect(withChunkTimeout(Promise.resolve('screen'))).resolves.toBe('screen');
});

test('a screen module whose chunk timed out is loaded again on the next visit', async () => {
  vi.useFakeTimers();
  let calls = 0;
  const load = screenModule(() => {
    calls += 1;
    return calls === 1 ? new Promise<{ A: string }>(() => undefined) : Promise.resolve({ A: 'a' });
  });
  const first = expect(load()).rejects.toBeInstanceOf(ChunkLoadTimeout);
  await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
  await first;
  await expect(load()).resolves.toEqual({ A: 'a' });
  expect(load.loaded()).toEqual({ A: 'a' });
  expect(calls).toBe(2);
});
