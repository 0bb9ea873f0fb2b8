import fc from 'fast-check';
import {
  ACCENT_PRESETS,
  ACCENT_VARIABLES,
  DARK_TEXT,
  DEFAULT_ACCENT,
  LIGHT_TEXT,
  accentPalette,
  accentVariables,
  contrastRatio,
  isHexColour,
  mixTenths,
  normalizeAccent,
  parseHex,
  relativeLuminance,
  strongAccent,
  textColourOn,
  toHex,
} from '@/theme/accent';

describe('parsing and validation', () => {
  test('#rgb and #rrggbb in either case, other strings and non-strings are not colours', () => {
    expect(parseHex('#409EFF')).toEqual({ r: 64, g: 158, b: 255 });
    expect(parseHex('#409eff')).toEqual({ r: 64, g: 158, b: 255 });
    expect(parseHex('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
    expect(parseHex('  #409EFF ')).toEqual({ r: 64, g: 158, b: 255 });
    for (const bad of [
      '409EFF',
      '#409EF',
      '#409EFFF',
      '#abcd',
      '#gggggg',
      'red',
      'rgb(64,158,255)',
      '',
      '#',
      '#409EFF80',
      null,
      undefined,
      0x409eff,
      {},
    ]) {
      expect(parseHex(bad), String(bad)).toBeNull();
      expect(isHexColour(bad), String(bad)).toBe(false);
    }
  });

  test('normalises to upper-case #RRGGBB; anything invalid gives the default #409EFF', () => {
    expect(DEFAULT_ACCENT).toBe('#409EFF');
    expect(normalizeAccent('#1890ff')).toBe('#1890FF');
    expect(normalizeAccent('#f0a')).toBe('#FF00AA');
    expect(normalizeAccent('tomato')).toBe('#409EFF');
    expect(normalizeAccent('#12345')).toBe('#409EFF');
    expect(normalizeAccent(undefined)).toBe('#409EFF');
    expect(normalizeAccent(42)).toBe('#409EFF');
  });

  test('toHex pads, clamps and rounds', () => {
    expect(toHex({ r: 0, g: 5, b: 255 })).toBe('#0005FF');
    expect(toHex({ r: -3, g: 300, b: 127.5 })).toBe('#00FF80');
  });

  test('any #rrggbb round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, '0').toUpperCase()}`;
        return normalizeAccent(hex.toLowerCase()) === hex;
      }),
    );
  });
});

describe('palette: 10 tints (base + light-1..9) and 1 shade, as Element UI theme-chalk', () => {
  test("#409EFF gives Element UI's known values", () => {
    const p = accentPalette('#409EFF');
    expect(p.base).toBe('#409EFF');
    expect(p.light).toEqual(['#53A8FF', '#66B1FF', '#79BBFF', '#8CC5FF', '#A0CFFF', '#B3D8FF', '#C6E2FF', '#D9ECFF', '#ECF5FF']);
    expect(p.dark1).toBe('#3A8EE6');
  });

  test('light-9 is the base mixed with 90% white, channel by channel, rounded half up', () => {
    // 64 + (255 - 64) * 0.9 = 235.9 → 236 (EC); 158 + 97 * 0.9 = 245.3 → 245 (F5); 255 stays.
    expect(accentPalette('#409EFF').light[8]).toBe('#ECF5FF');
    // 255 * 0.9 = 229.5 exactly → 230 (E6), the shade's blue channel: no floating-point drift.
    expect(mixTenths({ r: 255, g: 255, b: 255 }, { r: 0, g: 0, b: 0 }, 1)).toEqual({ r: 230, g: 230, b: 230 });
  });

  test('mixing by 0 is the base, by 10 the target; each tint is at least as light as the one before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), (r, g, b) => {
        const base = { r, g, b };
        expect(mixTenths(base, { r: 255, g: 255, b: 255 }, 0)).toEqual(base);
        expect(mixTenths(base, { r: 255, g: 255, b: 255 }, 10)).toEqual({ r: 255, g: 255, b: 255 });
        const p = accentPalette(toHex(base));
        const chain = [p.base, ...p.light].map((h) => parseHex(h)!);
        for (let i = 1; i < chain.length; i += 1) {
          expect(chain[i]!.r).toBeGreaterThanOrEqual(chain[i - 1]!.r);
          expect(chain[i]!.g).toBeGreaterThanOrEqual(chain[i - 1]!.g);
          expect(chain[i]!.b).toBeGreaterThanOrEqual(chain[i - 1]!.b);
        }
        const dark = parseHex(p.dark1)!;
        expect(dark.r).toBe(Math.floor((r * 9 + 5) / 10));
      }),
    );
  });

  test('a #rgb input and an invalid input', () => {
    expect(accentPalette('#fff').light[0]).toBe('#FFFFFF');
    expect(accentPalette('#000').light[4]).toBe('#808080'); // 127.5 → 128
    expect(accentPalette('nope')).toEqual(accentPalette('#409EFF'));
  });

  test('the custom properties', () => {
    const vars = accentVariables('#409eff');
    expect(Object.keys(vars)).toEqual([...ACCENT_VARIABLES]);
    expect(vars).toMatchObject({
      '--fc-accent': '#409EFF',
      '--fc-accent-light-1': '#53A8FF',
      '--fc-accent-light-9': '#ECF5FF',
      '--fc-accent-dark-1': '#3A8EE6',
      '--fc-accent-rgb': '64, 158, 255',
      '--fc-accent-contrast': DARK_TEXT,
      '--fc-accent-strong': '#2D6FB3',
    });
    expect(ACCENT_VARIABLES.filter((n) => n.startsWith('--fc-accent-light-'))).toHaveLength(9);
  });
});

describe('contrast (WCAG 2)', () => {
  test('the strong accent is read as text on white and on its lightest tint, and carries white text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, '0')}`;
        const strong = strongAccent(hex);
        expect(contrastRatio(strong, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(strong, accentPalette(hex).light[8])).toBeGreaterThanOrEqual(4.5);
      }),
    );
    // a dark enough accent stays itself; the default blue is shaded three tenths
    expect(strongAccent('#722ED1')).toBe('#722ED1');
    expect(strongAccent(DEFAULT_ACCENT)).toBe(toHex(mixTenths(parseHex(DEFAULT_ACCENT)!, { r: 0, g: 0, b: 0 }, 3)));
  });

  test('relative luminance of black, white and the default accent', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#409EFF')).toBeCloseTo(0.3278, 3);
  });

  test('contrast ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#409EFF', '#409EFF')).toBe(1);
  });

  test('text on the accent is whichever of white and dark contrasts more', () => {
    expect(textColourOn('#000000')).toBe(LIGHT_TEXT);
    expect(textColourOn('#FFFFFF')).toBe(DARK_TEXT);
    expect(textColourOn('#722ED1')).toBe(LIGHT_TEXT);
    expect(textColourOn('#F5222D')).toBe(LIGHT_TEXT);
    expect(textColourOn('#FAAD14')).toBe(DARK_TEXT);
    expect(textColourOn('#409EFF')).toBe(DARK_TEXT); // 5.7:1 against 2.8:1 for white
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const bg = `#${n.toString(16).padStart(6, '0')}`;
        const chosen = textColourOn(bg);
        const other = chosen === LIGHT_TEXT ? DARK_TEXT : LIGHT_TEXT;
        return contrastRatio(bg, chosen) >= contrastRatio(bg, other);
      }),
    );
  });

  test('presets: default first, all valid', () => {
    expect(ACCENT_PRESETS.map((p) => p.hex)).toEqual([
      '#409EFF',
      '#1890FF',
      '#F5222D',
      '#FA541C',
      '#FAAD14',
      '#13C2C2',
      '#52C41A',
      '#2F54EB',
      '#722ED1',
    ]);
    for (const p of ACCENT_PRESETS) expect(normalizeAccent(p.hex)).toBe(p.hex);
  });
});
