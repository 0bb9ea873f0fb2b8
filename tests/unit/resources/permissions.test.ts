import { permitted, resourceButtons } from '@services/resources/permissions';

const full = { operations: { page: { method: 'GET', path: '/x/page' }, submit: { method: 'POST', path: '/x/submit' }, remove: { method: 'POST', path: '/x/remove' } }, permission: 'param' } as const;

test.each([
  ['no map at all', undefined, 'add', true],
  ['the code is granted', { param_add: true }, 'add', true],
  ['another code of the permission is granted, this one not', { param_view: true }, 'add', false],
  ['the map never names the permission', { user_add: true }, 'add', true],
] as const)('%s', (_n, buttons, verb, expected) => {
  expect(permitted(buttons as Record<string, true> | undefined, 'param', verb)).toBe(expected);
});

test('a button needs both its operation and its permission', () => {
  expect(resourceButtons(full as never, { param_add: true, param_view: true })).toEqual({ add: true, edit: false, remove: false, view: true });
  expect(resourceButtons({ operations: { page: full.operations.page }, permission: 'param' } as never, undefined)).toEqual({ add: false, edit: false, remove: false, view: true });
});
