/** Operation keys and lock owners come from getRandomValues, so a console served over plain HTTP (no randomUUID) writes too. */
import { randomId } from '@services/http/random-id';
import { newOperation } from '@/components/use-command';

afterEach(() => vi.unstubAllGlobals());

test('an id is a version-4 UUID, a new one each time', () => {
  const a = randomId();
  expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(randomId()).not.toBe(a);
});

test('a new operation gets its key where the page has no randomUUID (not a secure context)', () => {
  const getRandomValues = globalThis.crypto.getRandomValues.bind(globalThis.crypto);
  vi.stubGlobal('crypto', { getRandomValues });
  expect(globalThis.crypto.randomUUID).toBeUndefined();
  expect(newOperation().key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
