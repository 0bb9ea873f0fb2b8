/**
 * Slots of the generic resource screens (docs/architecture.md §7): a feature screen passes its family's
 * definition and overrides only what differs — extra toolbar buttons, row actions, cell renderers of named
 * columns, a tree mode, its own calls, and its own form. A screen without slots is the plain generic list.
 */
import type { ReactNode } from 'react';
import type { EditorMode, ResourceRow } from '@machines/resource/editor.types';
import type { ResourcePage, ResourceQuery } from '@services/api/types/resource';
import type { FormFieldDefinition } from '@services/resources/types';
import type { RequestKey } from '@/components/use-request';

/** What toolbar buttons and row actions may do with the list. */
export interface ListApi {
  /** The rows shown (a tree flattened as drawn). */
  rows: readonly ResourceRow[];
  /** Ids of the selected rows. */
  selection: readonly string[];
  /** The selected rows among those shown. */
  selectedRows: () => ResourceRow[];
  refresh: () => void;
  /** Shows a warning above the table (an i18n key). */
  warn: (key: string) => void;
  /** Opens the screen's editor (a parent for a child record). */
  openEditor: (request: EditorRequest) => void;
}

export interface EditorRequest {
  mode: EditorMode;
  row?: ResourceRow;
  /** The record a new child goes under (a tree's 新增子项). */
  parent?: ResourceRow;
}

/** Rows with children: nested in the answer (`children`), or loaded when a row opens (big trees). */
export interface TreeSlot {
  /** The children of a row, asked when it opens; absent: the rows carry their `children`. Lazy rows open when `hasChildren`. */
  loadChildren?: (key: string, signal: AbortSignal) => Promise<ResourceRow[]>;
  /** The value children are asked by (default: the row id; a region's code). */
  childKey?: (row: ResourceRow) => string;
  /** The row's name on its open / close button. */
  name: (row: ResourceRow) => string;
}

/** The form of a screen: the generic editor with its own fields and calls, or a dialog of its own. */
export interface FormSlot {
  /** Fields of the request (default: the definition's form). */
  fields?: (request: EditorRequest) => readonly FormFieldDefinition[];
  /** Values of a new record (a child's parent, switches off). */
  defaults?: (request: EditorRequest) => ResourceRow;
  /** Fields shown but not edited for this request (beyond the definition's read-only ones). */
  locked?: (request: EditorRequest) => readonly string[];
  /** What a read-only field shows instead of its raw value (a parent's name). */
  display?: Readonly<Record<string, (values: ResourceRow) => string>>;
  /** Dialog title (default: 新增 / 编辑 / 查看 · the family's title). */
  title?: (request: EditorRequest) => string;
  /** The record to show or edit (default: the family's detail, else the row as listed). */
  load?: (row: ResourceRow, signal: AbortSignal, request: EditorRequest) => Promise<ResourceRow>;
  /** Saves the record with the operation's key (its Idempotency-Key, the same for every retry of it). */
  save?: (values: ResourceRow, mode: EditorMode, signal: AbortSignal, key: string) => Promise<unknown>;
  /** A dialog of the screen's own instead of the generic editor; `done(true)` reloads the list. */
  render?: (request: EditorRequest, done: (saved: boolean) => void) => ReactNode;
}

export type GenericButton = 'add' | 'edit' | 'view' | 'delete';

export interface ScreenSlots {
  /** Distinguishes two lists of one family on a screen (dictionaries and their entries): column choices are kept per id. */
  id?: string;
  /** Accessible name and title (default: the family's title). */
  title?: string;
  /** The fields shown as columns (default: the definition's visible ones), by name. */
  columns?: readonly string[];
  /** The search fields offered (default: all of the definition's), by name. */
  search?: readonly string[];
  /** The screen's own list call (a tree, a child list); the query carries the search. */
  load?: (query: ResourceQuery, signal: AbortSignal) => Promise<ResourcePage<ResourceRow>>;
  /**
   * What the screen's own `load` depends on beyond the page and the search (a tenant, a parent): with it, its pages
   * are shared in the read cache like the registry's. Without it, each `load` function keeps pages of its own.
   */
  key?: RequestKey;
  /** The list has no pages (a tree, a child list): no pager, numbered from 1. */
  unpaged?: boolean;
  /** Generic buttons this screen does without (its slots offer the family's writes their own way). */
  without?: readonly GenericButton[];
  /**
   * The registry's page, bulk and row actions are served by the screen's own slots, not the generic action buttons:
   * all of them (true), or those named (the others keep their generic buttons).
   */
  ownActions?: boolean | readonly string[];
  /** Buttons after 新增 / 删除. */
  toolbar?: (api: ListApi) => ReactNode;
  /** Buttons after 查看 / 编辑 in each row. */
  rowActions?: (row: ResourceRow, api: ListApi) => ReactNode;
  /** Width of the actions column. */
  actionsWidth?: number;
  /** Cells of named columns. */
  cells?: Readonly<Record<string, (row: ResourceRow) => ReactNode>>;
  tree?: TreeSlot;
  form?: FormSlot;
}

/** The rows of a page answer from a plain list (trees and child lists are not paged). */
export function wholePage(records: ResourceRow[]): ResourcePage<ResourceRow> {
  return { records, total: records.length, size: Math.max(10, records.length), current: 1, pages: 1 };
}

/** Rows of a tree whose `field` contains `q`, with the ancestors that lead to them. */
export function filterTree(rows: readonly ResourceRow[], field: string, q: string): ResourceRow[] {
  const out: ResourceRow[] = [];
  for (const r of rows) {
    const kids = filterTree(Array.isArray(r.children) ? (r.children as ResourceRow[]) : [], field, q);
    const value = r[field];
    if ((value !== null && value !== undefined && String(value).includes(q)) || kids.length > 0) out.push({ ...r, children: kids });
  }
  return out;
}
