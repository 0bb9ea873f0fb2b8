import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Classes } from '@blueprintjs/core';
import { themeEn } from '@/i18n/locales/en/theme';
import { themeZh } from '@/i18n/locales/zh/theme';
import {
  BLUEPRINT_DARK_CLASS,
  DARK_THEMES,
  DEFAULT_THEME,
  THEME_IDS,
  THEME_VARIABLES,
  isDarkTheme,
  isThemeId,
  normalizeTheme,
  themeNameKey,
} from '@/theme/themes';

// Read from disk: Vitest does not process CSS here, so a `?raw` import would be empty.
const themesCss = readFileSync(resolve(import.meta.dirname, '../../../src/theme/themes.css'), 'utf8');

/** The custom properties of each `[data-theme='id']` block of themes.css (comments dropped). */
function themeBlocks(css: string): Map<string, Map<string, string>> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out = new Map<string, Map<string, string>>();
  for (const m of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const ids = [...m[1]!.matchAll(/^\s*\[data-theme='([\w-]+)'\]\s*$/gm)].map((x) => x[1]!);
    if (ids.length === 0) continue;
    const vars = new Map<string, string>();
    for (const d of m[2]!.split(/;(?![^(]*\))/)) {
      const i = d.indexOf(':');
      if (i < 0) continue;
      const name = d.slice(0, i).trim();
      if (name.startsWith('--'))
        vars.set(
          name,
          d
            .slice(i + 1)
            .replace(/\s+/g, ' ')
            .trim(),
        );
    }
    for (const id of ids) {
      expect(out.has(id), `theme ${id} defined twice`).toBe(false);
      out.set(id, vars);
    }
  }
  return out;
}

const blocks = themeBlocks(themesCss);

test("the 11 themes of the spec, in the spec's order", () => {
  expect(THEME_IDS).toEqual(['default', 'white', 'dark', 'star', 'bule', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte']);
  expect(DEFAULT_THEME).toBe('default');
  expect([...blocks.keys()].sort()).toEqual([...THEME_IDS].sort());
});

test.each(THEME_IDS)('%s defines every variable, and nothing else', (id) => {
  const vars = blocks.get(id)!;
  expect([...vars.keys()].sort()).toEqual([...THEME_VARIABLES].sort());
  for (const [name, value] of vars) expect(value, `${id} ${name}`).not.toBe('');
});

test('the default theme is also the :root fallback', () => {
  expect(themesCss).toMatch(/:root,\s*\[data-theme='default'\]\s*\{/);
});

test('each look is distinct: no two themes share header and menu backgrounds', () => {
  const looks = THEME_IDS.map((id) => `${blocks.get(id)!.get('--fc-header-bg')} | ${blocks.get(id)!.get('--fc-menu-bg')}`);
  expect(new Set(looks).size).toBe(THEME_IDS.length);
  // and no two share the same full set of values
  const full = THEME_IDS.map((id) => JSON.stringify([...blocks.get(id)!].sort()));
  expect(new Set(full).size).toBe(THEME_IDS.length);
});

test('the characteristic looks', () => {
  const v = (id: string, name: string) => blocks.get(id)!.get(name)!;
  expect(v('star', '--fc-header-bg')).toMatch(/linear-gradient/);
  expect(v('star', '--fc-menu-bg')).toMatch(/linear-gradient/);
  expect(v('vip', '--fc-menu-active-bg')).toMatch(/#e8c874/i); // gold
  expect(v('vip', '--fc-menu-bg')).toBe('#111111'); // on black
  expect(v('lte', '--fc-menu-bg')).toBe('#343a40'); // AdminLTE slate
  expect(v('lte', '--fc-header-bg')).toBe('#ffffff');
  expect(v('iview', '--fc-menu-active-bg')).toBe('#2d8cf0');
  expect(v('white', '--fc-menu-bg')).toMatch(/^#f[ef]f[ef]f[ef]$/);
  expect(v('dark', '--fc-page-bg')).toBe('#0f1014');
});

test("only the dark theme turns on Blueprint's dark mode, with Blueprint's own class name", () => {
  expect(BLUEPRINT_DARK_CLASS).toBe(Classes.DARK);
  expect(DARK_THEMES).toEqual(['dark']);
  expect(THEME_IDS.filter(isDarkTheme)).toEqual(['dark']);
});

test("ids: validation and Saber's theme-<id> names", () => {
  expect(isThemeId('bule')).toBe(true);
  expect(isThemeId('blue')).toBe(false);
  expect(normalizeTheme('theme-star')).toBe('star');
  expect(normalizeTheme(' hey ')).toBe('hey');
  expect(normalizeTheme('nope')).toBe('default');
  expect(normalizeTheme(null)).toBe('default');
});

test('names in zh and en', () => {
  const zh = THEME_IDS.map((id) => themeZh.names[id]);
  expect(zh).toEqual([
    '默认主题',
    '白色主题',
    '炫黑主题',
    '星空主题',
    '蓝色主题',
    'iview主题',
    'vip主题',
    '酷炫主题',
    'd2主题',
    'hey主题',
    'lte主题',
  ]);
  for (const id of THEME_IDS) {
    expect(themeNameKey(id)).toBe(`names.${id}`);
    expect(themeEn.names[id]).toMatch(/\S/);
  }
  expect(new Set(THEME_IDS.map((id) => themeEn.names[id])).size).toBe(THEME_IDS.length);
});

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keysOf(v as object, `${prefix}${k}.`)));
}

test('zh and en have the same keys', () => {
  expect(keysOf(themeEn).sort()).toEqual(keysOf(themeZh).sort());
});
