import { AVATAR_MAX_BYTES, checkAvatar, fileExtension, PNG_MAGIC, JPEG_MAGIC } from '@/lib/avatar-check';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const PNG = new Uint8Array(PNG_MAGIC);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00]);

describe('checkAvatar', () => {
  test('the limit is 500 × 1024 bytes', () => {
    expect(AVATAR_MAX_BYTES).toBe(512000);
    expect(JPEG_MAGIC).toEqual([0xff, 0xd8, 0xff]);
  });

  test.each([
    ['exactly 500×1024 bytes jpg', { name: 'me.jpg', size: 500 * 1024, head: JPEG }, null],
    ['500×1024+1 bytes png', { name: 'me.png', size: 500 * 1024 + 1, head: PNG }, 'validation:avatar.size'],
    ['gif renamed .png', { name: 'me.png', size: 1000, head: GIF }, 'validation:avatar.mismatch'],
    ['0 bytes', { name: 'me.png', size: 0, head: new Uint8Array() }, 'validation:avatar.empty'],
    ['small png', { name: 'me.png', size: 1, head: PNG }, null],
    ['upper-case .JPEG', { name: 'ME.JPEG', size: 2048, head: JPEG }, null],
    ['mixed-case .Png', { name: 'a.b.Png', size: 2048, head: PNG }, null],
    ['jpeg content named .png', { name: 'me.png', size: 2048, head: JPEG }, 'validation:avatar.mismatch'],
    ['png content named .jpg', { name: 'me.jpg', size: 2048, head: PNG }, 'validation:avatar.mismatch'],
    ['truncated png signature', { name: 'me.png', size: 2048, head: PNG.slice(0, 7) }, 'validation:avatar.mismatch'],
    ['gif by extension', { name: 'me.gif', size: 2048, head: GIF }, 'validation:avatar.type'],
    ['no extension', { name: 'jpg', size: 2048, head: JPEG }, 'validation:avatar.type'],
    ['png with a trailing dot', { name: 'me.png.', size: 2048, head: PNG }, 'validation:avatar.type'],
    ['svg', { name: 'me.svg', size: 2048, head: new Uint8Array([0x3c, 0x73]) }, 'validation:avatar.type'],
    ['negative size', { name: 'me.jpg', size: -1, head: JPEG }, 'validation:avatar.empty'],
    ['NaN size', { name: 'me.jpg', size: Number.NaN, head: JPEG }, 'validation:avatar.empty'],
    ['oversized gif: the type is reported first', { name: 'me.gif', size: 10 ** 7, head: GIF }, 'validation:avatar.type'],
  ])('%s', (_label, file, expected) => {
    expect(checkAvatar(file)).toBe(expected);
  });

  test('fileExtension', () => {
    expect(fileExtension('a.B.JpG')).toBe('jpg');
    expect(fileExtension('noext')).toBe('');
  });
});
