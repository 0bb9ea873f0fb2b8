/**
 * Blueprint Table virtualises by its container's size, which jsdom reports as 0: give every element a size
 * for the tests of one file (docs/architecture.md §10), and preload the shell chunks those tests render.
 */
export function withTableSize(): void {
  const sizes = { clientWidth: 1600, clientHeight: 2000, offsetWidth: 1600, offsetHeight: 2000 } as const;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  beforeAll(async () => {
    for (const [k, v] of Object.entries(sizes)) {
      saved.set(k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k));
      Object.defineProperty(HTMLElement.prototype, k, { configurable: true, get: () => v });
    }
    await Promise.all([import('@/shell/main-layout'), import('@/screens/pending/menu-route-page')]);
  }, 30_000);
  afterAll(() => {
    for (const [k, d] of saved) {
      if (d) Object.defineProperty(HTMLElement.prototype, k, d);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[k];
    }
  });
}
