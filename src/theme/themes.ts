/**
 * The 11 shell themes of spec 000 §2. Each theme is a block of CSS custom properties in `themes.css`,
 * selected by `data-theme="<id>"` on <body> (and on the picker's previews); this file is the list of ids,
 * their i18n keys and the variables every theme defines. Pure and tiny: the login page loads it at boot.
 */

/** Theme ids in the order the picker shows them (`bule` is the spec's spelling, kept for stored values). */
export const THEME_IDS = ['default', 'white', 'dark', 'star', 'bule', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte'] as const;

export type ThemeId = (typeof THEME_IDS)[number];

export const DEFAULT_THEME: ThemeId = 'default';

/** Themes that also turn on Blueprint's dark mode (`bp6-dark` on <body>). */
export const DARK_THEMES: readonly ThemeId[] = ['dark'];

/** Blueprint's dark class, spelled out so this file does not import Blueprint (checked in tests against `Classes.DARK`). */
export const BLUEPRINT_DARK_CLASS = 'bp6-dark';

/**
 * The custom properties every theme sets. Shell parts read them:
 * header (`--fc-header-*`), logo area (`--fc-logo-*`), side menu (`--fc-menu-*`; `-active-bar` is the colour
 * of the active item's edge indicator, `-active-radius` its corner radius), tab bar (`--fc-tabs-*`), page
 * background, card background, body text and hairlines.
 */
export const THEME_VARIABLES = [
  '--fc-header-bg',
  '--fc-header-fg',
  '--fc-header-border',
  '--fc-logo-bg',
  '--fc-logo-fg',
  '--fc-menu-bg',
  '--fc-menu-fg',
  '--fc-menu-hover-bg',
  '--fc-menu-active-bg',
  '--fc-menu-active-fg',
  '--fc-menu-active-bar',
  '--fc-menu-active-radius',
  '--fc-tabs-bg',
  '--fc-tabs-fg',
  '--fc-tabs-active-bg',
  '--fc-tabs-active-fg',
  '--fc-page-bg',
  '--fc-card-bg',
  '--fc-text',
  '--fc-border',
] as const;

export type ThemeVariable = (typeof THEME_VARIABLES)[number];

/** Whether `v` is one of the 11 theme ids. */
export function isThemeId(v: unknown): v is ThemeId {
  return typeof v === 'string' && (THEME_IDS as readonly string[]).includes(v);
}

/** A stored or requested theme as an id: Saber's `theme-<id>` names are accepted, anything unknown is the default. */
export function normalizeTheme(v: unknown): ThemeId {
  if (typeof v !== 'string') return DEFAULT_THEME;
  const id = v.trim().replace(/^theme-/, '');
  return isThemeId(id) ? id : DEFAULT_THEME;
}

/** Whether a theme switches Blueprint to its dark mode. */
export function isDarkTheme(id: ThemeId): boolean {
  return DARK_THEMES.includes(id);
}

/** The i18n key (namespace `theme`) of a theme's name. */
export function themeNameKey(id: ThemeId): `names.${ThemeId}` {
  return `names.${id}`;
}
