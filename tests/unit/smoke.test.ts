test('toolchain runs', () => {
  expect(1 + 1).toBe(2);
});
