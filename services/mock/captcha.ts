/** Captcha images: an SVG with one `<text>` per character, in reading order, over a few noise lines. */
import type { Prng } from './prng';

/** Digits and upper-case letters without look-alikes (no 0/O, 1/I/L). */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60_000;

const COLOURS = ['#1C6E42', '#184A90', '#93300F', '#5C255C', '#2D72D2', '#935610'];

/** Draws a new captcha code. */
export function captchaCode(prng: Prng): string {
  return prng.chars(CAPTCHA_ALPHABET, CAPTCHA_LENGTH);
}

/** Renders `code` as an SVG document. */
export function captchaSvg(code: string, prng: Prng): string {
  const width = 120;
  const height = 40;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#F6F7F9"/>`,
  ];
  for (let i = 0; i < 5; i += 1) {
    parts.push(
      `<line x1="${prng.int(0, width)}" y1="${prng.int(0, height)}" x2="${prng.int(0, width)}" y2="${prng.int(0, height)}"` +
        ` stroke="${prng.pick(COLOURS)}" stroke-width="1" opacity="0.6"/>`,
    );
  }
  Array.from(code).forEach((ch, i) => {
    const x = 14 + i * 27;
    const y = prng.int(26, 32);
    const angle = prng.int(-20, 20);
    parts.push(
      `<text x="${x}" y="${y}" font-family="monospace" font-size="24" font-weight="bold" fill="${prng.pick(COLOURS)}"` +
        ` transform="rotate(${angle} ${x} ${y})">${ch}</text>`,
    );
  });
  for (let i = 0; i < 12; i += 1) {
    parts.push(`<circle cx="${prng.int(0, width)}" cy="${prng.int(0, height)}" r="1" fill="${prng.pick(COLOURS)}"/>`);
  }
  parts.push('</svg>');
  return parts.join('');
}

/** Encodes an ASCII SVG document as a base64 data URI. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
