import { screenClass } from '@/lib/screen';

describe('screenClass', () => {
  test.each([
    [1920, 3],
    [1200, 3],
    [1199, 2],
    [992, 2],
    [991, 1],
    [768, 1],
    [767, 0],
    [320, 0],
    [0, 0],
    [Number.NaN, 0],
  ])('%d px → %d', (width, expected) => {
    expect(screenClass(width)).toBe(expected);
  });
});
