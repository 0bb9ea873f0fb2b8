/**
 * Applies and remembers the appearance: the theme (`data-theme` on <body>, plus Blueprint's dark class for
 * the dark theme) and the accent colour (custom properties on <html>). Both are stored under the keys
 * `theme` and `colour`, which survive logout.
 *
 * Safe for the login page's bundle: no React, no Blueprint, no CSS (themes.css comes with the shell).
 */
import { STORAGE_KEYS } from '@services/storage/keys';
import { storage } from '@services/storage/storage';
import { DEFAULT_ACCENT, accentVariables, normalizeAccent } from './accent';
import { BLUEPRINT_DARK_CLASS, DEFAULT_THEME, isDarkTheme, normalizeTheme, type ThemeId } from './themes';

export interface Appearance {
  theme: ThemeId;
  /** `#RRGGBB`. */
  accent: string;
}

export interface ApplyOptions {
  /** Store the choice (default true; false when restoring what is stored). */
  persist?: boolean;
}

let current: Appearance = { theme: DEFAULT_THEME, accent: DEFAULT_ACCENT };
const listeners = new Set<() => void>();

function publish(next: Appearance): void {
  if (next.theme === current.theme && next.accent === current.accent) return;
  current = next;
  for (const l of listeners) l();
}

/** The appearance applied last (an immutable snapshot, replaced on change). */
export function getAppearance(): Appearance {
  return current;
}

/** Calls `listener` after every change; returns the unsubscribe function (fits useSyncExternalStore). */
export function subscribeAppearance(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Sets `data-theme` on <body> (unknown ids: the default theme), toggles Blueprint's dark class, and stores it. */
export function applyTheme(id: unknown, options: ApplyOptions = {}): ThemeId {
  const theme = normalizeTheme(id);
  if (typeof document !== 'undefined' && document.body) {
    document.body.setAttribute('data-theme', theme);
    document.body.classList.toggle(BLUEPRINT_DARK_CLASS, isDarkTheme(theme));
  }
  if (options.persist !== false) storage.set(STORAGE_KEYS.theme, theme);
  publish({ ...current, theme });
  return theme;
}

/** Sets the accent's custom properties on <html> (invalid colours: the default accent), and stores it. */
export function applyAccent(hex: unknown, options: ApplyOptions = {}): string {
  const accent = normalizeAccent(hex);
  if (typeof document !== 'undefined') {
    const style = document.documentElement.style;
    for (const [name, value] of Object.entries(accentVariables(accent))) style.setProperty(name, value);
  }
  if (options.persist !== false) storage.set(STORAGE_KEYS.colour, accent);
  publish({ ...current, accent });
  return accent;
}

/** What the operating system asks for: a dark appearance, or none said. */
const SYSTEM_DARK = '(prefers-color-scheme: dark)';
const systemDark = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK) : null;

/** The theme when none was chosen: the dark theme when the operating system prefers dark, else the default. */
function unchosenTheme(): ThemeId {
  return systemDark()?.matches ? 'dark' : DEFAULT_THEME;
}

/** What is stored (defaults where nothing valid is; with no choice stored, the operating system's preference). */
export function storedAppearance(): Appearance {
  const chosen = storage.get<unknown>(STORAGE_KEYS.theme);
  return {
    theme: chosen === undefined || chosen === null ? unchosenTheme() : normalizeTheme(chosen),
    accent: normalizeAccent(storage.get<unknown>(STORAGE_KEYS.colour)),
  };
}

/** Applies the stored theme and colour (call once at boot, before the first render). */
export function loadStoredAppearance(): Appearance {
  const stored = storedAppearance();
  applyTheme(stored.theme, { persist: false });
  applyAccent(stored.accent, { persist: false });
  // until a theme is chosen, the console follows the operating system's light or dark preference as it changes
  systemDark()?.addEventListener('change', () => {
    const chosen = storage.get<unknown>(STORAGE_KEYS.theme);
    if (chosen === undefined || chosen === null) applyTheme(unchosenTheme(), { persist: false });
  });
  return getAppearance();
}
