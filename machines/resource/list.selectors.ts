import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { commandMachine } from '@machines/command/command.machine';
import type { resourceListMachine } from './list.machine';
import { LIST_REASONS, type ResourceRow } from './list.types';

type ListSnapshot = SnapshotFrom<typeof resourceListMachine>;

/** Which body the list screen shows. */
export type ListView = 'loading' | 'list' | 'empty' | 'failed';

export function selectListView(s: ListSnapshot): ListView {
  if (s.hasTag('screen:failed')) return 'failed';
  if (s.hasTag('screen:empty')) return 'empty';
  if (s.hasTag('screen:list')) return 'list';
  return s.context.page && s.context.page.records.length > 0 ? 'list' : 'loading';
}

/** The rows on screen (the last page loaded, kept while the next loads). */
export function selectRows(s: ListSnapshot): ResourceRow[] {
  return s.context.page?.records ?? [];
}

/** The delete confirmation is open (and loading while the request runs). */
export const selectConfirmingDelete = (s: ListSnapshot) => s.hasTag('confirm');
export const selectDeleting = (s: ListSnapshot) => s.matches('deleting');

/** The command of the delete being sent, while there is one (its refusal and its check are shown by its dialog). */
export const selectDeleteCommand = (s: ListSnapshot) =>
  s.matches('deleting') ? (s.children.command as ActorRefFrom<typeof commandMachine> | undefined) : undefined;

/** 'allowed', or the i18n key of why a delete cannot start (请选择至少一条数据). */
export function deleteAllowance(s: Pick<ListSnapshot, 'context'>): 'allowed' | string {
  return s.context.selection.length > 0 ? 'allowed' : LIST_REASONS.noSelection;
}

/** Total and page count of the current result. */
export function selectPaging(s: ListSnapshot) {
  const { query, page } = s.context;
  const total = page?.total ?? 0;
  return { current: query.current, size: query.size, total, pages: Math.max(1, Math.ceil(total / query.size)) };
}

/** The sorted column and its order, or null (the server's own order). */
export const selectSort = (s: ListSnapshot) => s.context.query.sort ?? null;
