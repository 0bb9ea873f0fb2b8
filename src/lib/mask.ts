/**
 * Masking for display (spec 000 §5). Everything works on Unicode code points, so a character
 * outside the BMP (a surrogate pair) is one character, and the masked text always has the same
 * number of code points as the input. The mask character is `*`.
 *
 * - names: first and last kept, the middle starred (张三 → 张*, 欧阳娜娜 → 欧**娜); one character unchanged;
 * - 11-digit phone: the middle 4 starred (13812345678 → 138****5678); any other phone text falls back to
 *   the tail rule below, so it never shows more than a card would;
 * - bank cards, ID numbers (and the tail rule): only the last 4 shown, everything else starred; a text of
 *   4 or fewer characters is starred entirely (showing it would reveal all of it).
 */

/** The character that replaces hidden characters. */
export const MASK_CHAR = '*';

/** Characters left visible at the end by the tail rule. */
export const MASK_VISIBLE_TAIL = 4;

/** Stars a name's middle: keeps the first code point, and the last too when there are 3 or more. */
export function maskName(name: string): string {
  const chars = Array.from(name);
  const n = chars.length;
  if (n <= 1) return name;
  if (n === 2) return `${chars[0]}${MASK_CHAR}`;
  return `${chars[0]}${MASK_CHAR.repeat(n - 2)}${chars[n - 1]}`;
}

/** Stars all but the last `visible` code points; a text of at most `visible` code points is starred entirely. */
export function maskTail(text: string, visible: number = MASK_VISIBLE_TAIL): string {
  const chars = Array.from(text);
  const n = chars.length;
  if (n <= visible) return MASK_CHAR.repeat(n);
  return MASK_CHAR.repeat(n - visible) + chars.slice(n - visible).join('');
}

/** Masks a phone: 11 digits → first 3 + **** + last 4; anything else → the tail rule. */
export function maskPhone(phone: string): string {
  if (/^\d{11}$/.test(phone)) return `${phone.slice(0, 3)}${MASK_CHAR.repeat(4)}${phone.slice(7)}`;
  return maskTail(phone);
}

/** Masks a bank or fleet card number, showing only its last 4 characters. */
export function maskBankCard(card: string): string {
  return maskTail(card);
}

/** Masks a national ID number, showing only its last 4 characters. */
export function maskIdCard(id: string): string {
  return maskTail(id);
}

/** A mainland mobile number inside a text (not part of a longer run of digits). */
const MOBILE_IN_TEXT = /(?<!\d)1[3-9]\d{9}(?!\d)/g;

/** A free text (a comment, a remark) with every mobile number in it masked as `maskPhone` does. */
export function maskPhonesIn(text: string): string {
  return text.replace(MOBILE_IN_TEXT, (phone) => maskPhone(phone));
}
