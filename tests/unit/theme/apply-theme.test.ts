import { STORAGE_KEYS } from '@services/storage/keys';
import { storage } from '@services/storage/storage';

type ApplyModule = typeof import('@/theme/apply-theme');

/** A fresh page load: modules re-evaluated, DOM state gone, browser storage kept. */
async function freshLoad(): Promise<ApplyModule> {
  document.body.removeAttribute('data-theme');
  document.body.className = '';
  document.documentElement.removeAttribute('style');
  vi.resetModules();
  return import('@/theme/apply-theme');
}

const accentOnPage = () => document.documentElement.style.getPropertyValue('--fc-accent');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('applyTheme sets data-theme on body and stores the id', async () => {
  const m = await freshLoad();
  expect(m.applyTheme('star')).toBe('star');
  expect(document.body.getAttribute('data-theme')).toBe('star');
  expect(storage.get(STORAGE_KEYS.theme)).toBe('star');
  expect(m.getAppearance().theme).toBe('star');
});

test('an unknown theme applies and stores the default', async () => {
  const m = await freshLoad();
  m.applyTheme('vip');
  expect(m.applyTheme('purple-rain')).toBe('default');
  expect(document.body.getAttribute('data-theme')).toBe('default');
  expect(storage.get(STORAGE_KEYS.theme)).toBe('default');
});

test('the dark theme toggles bp6-dark on body, and only it', async () => {
  const m = await freshLoad();
  m.applyTheme('dark');
  expect(document.body.classList.contains('bp6-dark')).toBe(true);
  m.applyTheme('star');
  expect(document.body.classList.contains('bp6-dark')).toBe(false);
  m.applyTheme('dark');
  m.applyTheme('default');
  expect(document.body.classList.contains('bp6-dark')).toBe(false);
});

test('applyAccent sets every accent variable on <html> and stores the colour', async () => {
  const m = await freshLoad();
  expect(m.applyAccent('#f5222d')).toBe('#F5222D');
  const style = document.documentElement.style;
  expect(style.getPropertyValue('--fc-accent')).toBe('#F5222D');
  expect(style.getPropertyValue('--fc-accent-light-9')).toBe('#FEE9EA');
  expect(style.getPropertyValue('--fc-accent-dark-1')).toBe('#DD1F29');
  expect(style.getPropertyValue('--fc-accent-contrast')).toBe('#FFFFFF');
  expect(storage.get(STORAGE_KEYS.colour)).toBe('#F5222D');
});

test('an invalid colour applies and stores the default', async () => {
  const m = await freshLoad();
  m.applyAccent('#13C2C2');
  expect(m.applyAccent('javascript:alert(1)')).toBe('#409EFF');
  expect(accentOnPage()).toBe('#409EFF');
  expect(storage.get(STORAGE_KEYS.colour)).toBe('#409EFF');
});

test('persist: false applies without storing', async () => {
  const m = await freshLoad();
  m.applyTheme('hey', { persist: false });
  m.applyAccent('#722ED1', { persist: false });
  expect(document.body.getAttribute('data-theme')).toBe('hey');
  expect(accentOnPage()).toBe('#722ED1');
  expect(storage.get(STORAGE_KEYS.theme)).toBeUndefined();
  expect(storage.get(STORAGE_KEYS.colour)).toBeUndefined();
});

test('loadStoredAppearance restores both after a fresh load', async () => {
  const first = await freshLoad();
  first.applyTheme('dark');
  first.applyAccent('#52C41A');

  const second = await freshLoad();
  expect(document.body.hasAttribute('data-theme')).toBe(false);
  expect(second.getAppearance()).toEqual({ theme: 'default', accent: '#409EFF' });
  expect(second.loadStoredAppearance()).toEqual({ theme: 'dark', accent: '#52C41A' });
  expect(document.body.getAttribute('data-theme')).toBe('dark');
  expect(document.body.classList.contains('bp6-dark')).toBe(true);
  expect(accentOnPage()).toBe('#52C41A');
  expect(document.documentElement.style.getPropertyValue('--fc-accent-light-9')).toBe('#EEF9E8');
});

test('with nothing stored, or damage stored, the defaults apply', async () => {
  let m = await freshLoad();
  expect(m.loadStoredAppearance()).toEqual({ theme: 'default', accent: '#409EFF' });
  expect(document.body.getAttribute('data-theme')).toBe('default');
  expect(accentOnPage()).toBe('#409EFF');

  storage.set(STORAGE_KEYS.theme, { evil: true });
  storage.set(STORAGE_KEYS.colour, 'url(javascript:1)');
  m = await freshLoad();
  expect(m.loadStoredAppearance()).toEqual({ theme: 'default', accent: '#409EFF' });
});

test("Saber's stored theme names are understood", async () => {
  storage.set(STORAGE_KEYS.theme, 'theme-lte');
  const m = await freshLoad();
  expect(m.loadStoredAppearance().theme).toBe('lte');
});

test('theme and colour survive logout', async () => {
  const m = await freshLoad();
  m.applyTheme('cool');
  m.applyAccent('#2F54EB');
  storage.set(STORAGE_KEYS.userInfo, { name: 'x' });
  storage.clearForLogout();
  expect(storage.get(STORAGE_KEYS.userInfo)).toBeUndefined();
  expect((await freshLoad()).loadStoredAppearance()).toEqual({ theme: 'cool', accent: '#2F54EB' });
});

test('subscribers hear each change once', async () => {
  const m = await freshLoad();
  const heard = vi.fn();
  const off = m.subscribeAppearance(heard);
  m.applyTheme('d2');
  m.applyTheme('d2');
  m.applyAccent('#FA541C');
  expect(heard).toHaveBeenCalledTimes(2);
  off();
  m.applyTheme('white');
  expect(heard).toHaveBeenCalledTimes(2);
});

test('apply-theme and the theme list do not pull in Blueprint, React or CSS (the login page imports them)', async () => {
  const { readFileSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  for (const file of ['apply-theme.ts', 'themes.ts', 'accent.ts']) {
    const source = readFileSync(resolve(import.meta.dirname, '../../../src/theme', file), 'utf8');
    const imports = [...source.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((x) => x[1]);
    for (const spec of imports)
      expect(spec, `${file} imports ${spec}`).toMatch(/^(\.\/(accent|themes)|@services\/storage\/(keys|storage))$/);
  }
});

/** A stand-in for the operating system's colour-scheme preference (jsdom has none). */
function systemPrefers(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', (media: string) => (media === query.media ? query : { ...query, matches: false }));
  return {
    change(next: boolean) {
      query.matches = next;
      for (const l of listeners) l();
    },
  };
}

test('with no theme chosen, the dark preference of the operating system picks the dark theme, and changes follow it', async () => {
  const system = systemPrefers(true);
  try {
    const m = await freshLoad();
    expect(m.loadStoredAppearance().theme).toBe('dark');
    expect(document.body.classList.contains('bp6-dark')).toBe(true);
    expect(storage.get(STORAGE_KEYS.theme)).toBeUndefined();
    system.change(false);
    expect(document.body.getAttribute('data-theme')).toBe('default');
    // a theme chosen in the console wins over the preference
    m.applyTheme('star');
    system.change(true);
    expect(document.body.getAttribute('data-theme')).toBe('star');
    expect((await freshLoad()).loadStoredAppearance().theme).toBe('star');
  } finally {
    vi.unstubAllGlobals();
  }
});
