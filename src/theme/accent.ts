/**
 * The accent (theme) colour of spec 000 §9: one base colour, 9 tints toward white and 1 shade toward
 * black, as CSS custom properties. The tints follow Element UI's theme-chalk (`light-N` = the base mixed
 * with N×10% white), so #409EFF gives light-3 #79BBFF, light-9 #ECF5FF and dark-1 #3A8EE6.
 *
 * Pure: no DOM, no Blueprint (the login page loads this at boot).
 */

/** The default accent, BladeX blue. */
export const DEFAULT_ACCENT = '#409EFF';

/** The preset accents offered by the picker, default first (Ant Design's palette names). */
export const ACCENT_PRESETS = [
  { id: 'blue', hex: '#409EFF' },
  { id: 'daybreak', hex: '#1890FF' },
  { id: 'dust', hex: '#F5222D' },
  { id: 'volcano', hex: '#FA541C' },
  { id: 'sunset', hex: '#FAAD14' },
  { id: 'cyan', hex: '#13C2C2' },
  { id: 'green', hex: '#52C41A' },
  { id: 'geekblue', hex: '#2F54EB' },
  { id: 'purple', hex: '#722ED1' },
] as const;

export type AccentPresetId = (typeof ACCENT_PRESETS)[number]['id'];

/** Text colours the contrast helper chooses between. */
export const LIGHT_TEXT = '#FFFFFF';
export const DARK_TEXT = '#1C2127';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** Reads `#rgb` or `#rrggbb` (either case, surrounding spaces ignored); anything else is null. */
export function parseHex(input: unknown): Rgb | null {
  if (typeof input !== 'string') return null;
  const s = input.trim();
  let m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(s);
  if (m) {
    const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((c) => Number.parseInt(c + c, 16)) as [number, number, number];
    return { r, g, b };
  }
  m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(s);
  if (m) return { r: Number.parseInt(m[1]!, 16), g: Number.parseInt(m[2]!, 16), b: Number.parseInt(m[3]!, 16) };
  return null;
}

/** `#RRGGBB` (upper case) of a colour; channels are clamped to 0..255 and rounded. */
export function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.min(255, Math.max(0, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

/** The accent as `#RRGGBB`: a valid `#rgb`/`#rrggbb` input normalised, anything else the default. */
export function normalizeAccent(input: unknown): string {
  const rgb = parseHex(input);
  return rgb ? toHex(rgb) : DEFAULT_ACCENT;
}

/** Whether `input` is a `#rgb` or `#rrggbb` colour. */
export function isHexColour(input: unknown): input is string {
  return parseHex(input) !== null;
}

/**
 * Mixes `toward` into `base` by `tenths`×10% (Sass `mix(toward, base, tenths*10%)`), per channel,
 * rounded half up. Integer arithmetic, so 229.5 really is 229.5 and rounds to 230 as Sass does.
 */
export function mixTenths(base: Rgb, toward: Rgb, tenths: number): Rgb {
  const t = Math.min(10, Math.max(0, Math.round(tenths)));
  const ch = (a: number, b: number) => Math.floor((a * (10 - t) + b * t + 5) / 10);
  return { r: ch(base.r, toward.r), g: ch(base.g, toward.g), b: ch(base.b, toward.b) };
}

/** The 10 tints (base + light-1..light-9) and 1 shade (dark-1) of an accent. */
export interface AccentPalette {
  base: string;
  /** light[0] is light-1 (10% white) … light[8] is light-9 (90% white). */
  light: string[];
  /** 10% black: hover and active states. */
  dark1: string;
}

/** The palette of `hex` (invalid input: the default accent's). */
export function accentPalette(hex: unknown): AccentPalette {
  const base = parseHex(normalizeAccent(hex))!;
  const light: string[] = [];
  for (let i = 1; i <= 9; i += 1) light.push(toHex(mixTenths(base, WHITE, i)));
  return { base: toHex(base), light, dark1: toHex(mixTenths(base, BLACK, 1)) };
}

/** Names of the custom properties `accentVariables` sets. */
export const ACCENT_VARIABLES = [
  '--fc-accent',
  ...Array.from({ length: 9 }, (_, i) => `--fc-accent-light-${i + 1}`),
  '--fc-accent-dark-1',
  '--fc-accent-rgb',
  '--fc-accent-contrast',
  '--fc-accent-strong',
] as const;

/**
 * The CSS custom properties of an accent: `--fc-accent`, `--fc-accent-light-1`…`-9`, `--fc-accent-dark-1`,
 * plus `--fc-accent-rgb` ("64, 158, 255", for rgba()) and `--fc-accent-contrast` (text on the accent).
 */
export function accentVariables(hex: unknown): Record<string, string> {
  const p = accentPalette(hex);
  const rgb = parseHex(p.base)!;
  const vars: Record<string, string> = { '--fc-accent': p.base };
  p.light.forEach((c, i) => {
    vars[`--fc-accent-light-${i + 1}`] = c;
  });
  vars['--fc-accent-dark-1'] = p.dark1;
  vars['--fc-accent-rgb'] = `${rgb.r}, ${rgb.g}, ${rgb.b}`;
  vars['--fc-accent-contrast'] = textColourOn(p.base);
  vars['--fc-accent-strong'] = strongAccent(p.base);
  return vars;
}

/** WCAG AA contrast for normal-size text. */
export const TEXT_CONTRAST = 4.5;

/**
 * The accent shaded toward black (in tenths, as dark-1) just enough to be read as text on white and on its own
 * lightest tint, and to carry white text: an active tab's or menu item's text, a filled active item. An accent
 * dark enough already is itself.
 */
export function strongAccent(hex: unknown): string {
  const base = parseHex(normalizeAccent(hex))!;
  const tint = toHex(mixTenths(base, WHITE, 9));
  for (let tenths = 0; tenths < 10; tenths += 1) {
    const shade = toHex(mixTenths(base, BLACK, tenths));
    if (contrastRatio(shade, LIGHT_TEXT) >= TEXT_CONTRAST && contrastRatio(shade, tint) >= TEXT_CONTRAST) return shade;
  }
  return toHex(BLACK);
}

/** WCAG 2 relative luminance (0 black … 1 white) of a colour; invalid input counts as the default accent. */
export function relativeLuminance(hex: unknown): number {
  const { r, g, b } = parseHex(normalizeAccent(hex))!;
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio (1..21) between two colours. */
export function contrastRatio(a: unknown, b: unknown): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** White or dark text, whichever contrasts more with `background` (ties go to white). */
export function textColourOn(background: unknown): typeof LIGHT_TEXT | typeof DARK_TEXT {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}
