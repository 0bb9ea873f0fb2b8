import { permitted, resourceButtons } from '@services/resources/permissions';

const full = {
  operations: {
    page: { method: 'GET', path: '/x/page' },
    submit: { method: 'POST', path: '/x/submit' },
    remove: { method: 'POST', path: '/x/remove' },
  },
  permission: 'param',
} as const;

test.each([
  ['no map at all', undefined, 'add', false],
  ['an empty map', {}, 'add', false],
  ['the code is granted', { param_add: true }, 'add', true],
  ['another code of the permission is granted, this one not', { param_view: true }, 'add', false],
  ['the map never names the permission', { user_add: true }, 'add', false],
  ['a longer permission with the same start does not count', { param_x_add: true }, 'add', false],
] as const)('%s', (_n, buttons, verb, expected) => {
  expect(permitted(buttons as Record<string, true> | undefined, 'param', verb)).toBe(expected);
});

test('a button needs both its operation and its permission', () => {
  expect(resourceButtons(full as never, { param_add: true, param_view: true })).toEqual({
    add: true,
    edit: false,
    remove: false,
    view: true,
  });
  expect(resourceButtons(full as never, { param_add: true, param_edit: true, param_delete: true, param_view: true })).toEqual({
    add: true,
    edit: true,
    remove: true,
    view: true,
  });
});

test('without a button map no generic button shows', () => {
  expect(resourceButtons(full as never, undefined)).toEqual({ add: false, edit: false, remove: false, view: false });
  expect(resourceButtons(full as never, { user_add: true, user_edit: true, user_delete: true, user_view: true })).toEqual({
    add: false,
    edit: false,
    remove: false,
    view: false,
  });
});
