/**
 * The resource registry's types (docs/architecture.md §7): one declarative definition per endpoint family of the spec.
 * Data only — no React, no axios. The generic list/detail/form screens, the resource machines, the simulator's
 * CRUD handlers and seed data, the demo menu and the per-resource tests all read these.
 *
 * Conventions the definitions follow (spec 000 §7, spec 001 §7, spec 002 §7):
 * - list/page: GET with `current`, `size` and the search fields as query; a date range search maps to
 *   `createTime_dategt` / `createTime_datelt`; pages answer `{ records, total, size, current, pages }`.
 * - detail: GET with `id` in the query (or `{id}` in the path when the spec writes it so).
 * - remove: `ids` comma-joined in the query (POST, except where the spec uses a GET).
 * - submit: POST with the entity body, add when it has no id, update when it has one; save/update are the
 *   explicit add and update calls of families that have them.
 * - Paths are the spec's own, verbatim (they already start with /api; /hotwords has none).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Menu groups: the functional areas of spec 000 §1. */
export type ResourceArea =
  | 'orders'
  | 'invoicing'
  | 'fleets'
  | 'cards'
  | 'coupons'
  | 'agents'
  | 'merchants'
  | 'contracts'
  | 'stations'
  | 'staff'
  | 'goods'
  | 'recharge'
  | 'accounts'
  | 'settlement'
  | 'dashboards'
  | 'tenants'
  | 'system'
  | 'workflow';

/** Every area, in menu order. */
export const RESOURCE_AREAS: readonly ResourceArea[] = [
  'orders',
  'invoicing',
  'fleets',
  'cards',
  'coupons',
  'agents',
  'merchants',
  'contracts',
  'stations',
  'staff',
  'goods',
  'recharge',
  'accounts',
  'settlement',
  'dashboards',
  'tenants',
  'system',
  'workflow',
];

/** Approval and money flows that other issues own with their own machines (docs/architecture.md §2 machines/). */
export type ResourceFlow =
  | 'card-grant'
  | 'company-grant-card'
  | 'recharge-audit'
  | 'fleet-fund'
  | 'settlement'
  | 'reconciliation'
  | 'invoicing'
  | 'refund'
  | 'withdrawal'
  | 'batch-order'
  | 'leave';

/** Marks a path that is not in the catalogue (the spec does not print it). Needs a reason. */
export interface ExtraMark {
  extra?: true;
  /** Why a path outside the spec is used; required with `extra`. */
  reason?: string;
}

export type OperationName = 'list' | 'page' | 'detail' | 'submit' | 'save' | 'update' | 'remove';

/** The standard operations, in the order screens offer them. */
export const OPERATION_NAMES: readonly OperationName[] = ['list', 'page', 'detail', 'submit', 'save', 'update', 'remove'];

export interface OperationDefinition extends ExtraMark {
  method: HttpMethod;
  /** The spec's path; `{name}` segments are filled from the row (or the params). */
  path: string;
  /**
   * Query parameter names beyond paging and search fields: `['id']` for detail, `['ids']` (comma-joined)
   * for remove, `['code']` for a region detail, ….
   */
  params?: readonly string[];
  /** A GET that changes state (docs/architecture.md §5): never retried. */
  changesStateViaGet?: boolean;
  /** A write that moves money (a recharge or deduction record): Idempotency-Key, never retried. */
  moneyWrite?: boolean;
}

/** A console page a record leads to (offered in the row's menu); `:field` segments are filled from the row. */
export interface RowLink {
  /** Unique within its definition, camelCase. */
  name: string;
  labelKey: string;
  /** A console route, e.g. `/siteshellfleet/siteshellfleet/:id/:siteName`. */
  to: string;
}

/** A console address for one record: each `:field` filled from the row, URL-encoded. */
export function fillRoute(to: string, row: Record<string, unknown>): string {
  return to.replace(/:(\w+)/g, (_, field: string) => encodeURIComponent(String(row[field] ?? '')));
}

/** How an action sends its input: query parameters (GET default), a JSON body (POST/PUT default), a file upload. */
export type ActionSend = 'query' | 'json' | 'multipart';

export interface ActionDefinition extends ExtraMark {
  /** Unique within its definition, camelCase; the i18n label is `labelKey`. */
  name: string;
  labelKey: string;
  method: HttpMethod;
  path: string;
  /** row: acts on one record; bulk: on the selected records; page: on the screen (a toolbar button or a lookup). */
  kind: 'row' | 'bulk' | 'page';
  /** Query parameter names (`id` from the row, `ids` from the selection, or named inputs). */
  params?: readonly string[];
  /** Defaults: GET → query, POST/PUT → json. */
  send?: ActionSend;
  /** Asks before running (and shows the exact payload, docs/architecture.md §3). */
  confirm?: boolean;
  /** Moves money: carries an Idempotency-Key, never retried automatically, ignores a second submit. */
  moneyWrite?: boolean;
  /** Safe to repeat (a read sent as POST, a pure check). GETs without `changesStateViaGet` are idempotent by nature. */
  idempotent?: boolean;
  /** A GET the spec uses to change state (cancelRecharge, promoter delete, …): never retried (docs/architecture.md §5). */
  changesStateViaGet?: boolean;
  /** The answer is a file fetched as a blob with the auth header (docs/architecture.md §5), never a link with a token. */
  download?: boolean;
  /** A read whose answer is shown as is (a summary, a chart, a lookup), not a change. */
  read?: boolean;
  /** How the values the user gives are typed (an amount, an SMS code, a picked account); others not in `params` go in the body. */
  inputs?: readonly ActionInputDefinition[];
}

/**
 * A value an action asks for, typed: `money` is typed in yuan and sent in fen; `code` is an SMS code the family's
 * `codeAction` sends; `ref` is picked among the rows of the `ref` family; `enum` among the labels of `enumKey`.
 */
export interface ActionInputDefinition {
  name: string;
  kind: 'money' | 'code' | 'ref' | 'enum' | 'text' | 'multiline';
  labelKey?: string;
  /** May be left empty. */
  optional?: boolean;
  /** money: the row's field holding the balance the amount may not exceed. */
  availableField?: string;
  /** money: 0 is a value (a balance set to nothing), not a missing amount. */
  allowZero?: boolean;
  /** code: the family's action that sends the code; its parameters come from the row and the typed values. */
  codeAction?: string;
  /** ref: the family picked from, the field sent as the value, the field shown, and the input that sends the shown name too. */
  ref?: string;
  refValue?: string;
  refLabel?: string;
  labelAs?: string;
  enumKey?: string;
}

export type ColumnKind = 'text' | 'money' | 'date' | 'enum' | 'ref' | 'boolean';

/**
 * Values of an enum taken from a dictionary of 字典管理 (`dict`) or 业务字典 (`dict-biz`), read by its code
 * (`<family>/dictionary?code=`): each entry offers its dictValue and sends its dictKey, or `code_dictKey` where the
 * spec says so (the flow dictionary: a workflow category is `flow_1`). The field's `enumKey` labels stay the fallback
 * (a cell, a confirmation, English) for values the dictionary also holds.
 */
export interface DictSource {
  family: 'dict' | 'dict-biz';
  code: string;
  /** What a chosen entry sends: its dictKey (default), or its code and dictKey joined by '_'. */
  value?: 'key' | 'codeKey';
  /** The entries nested (`dictionary-tree`), offered with their children under them. */
  tree?: boolean;
}

export interface ColumnDefinition {
  field: string;
  labelKey: string;
  kind: ColumnKind;
  width?: number;
  /** For kind 'enum': the i18n object key of the value labels (`resources:enum.<name>`). */
  enumKey?: string;
  /** For kind 'ref': the key of the referenced resource definition. */
  ref?: string;
  hidden?: boolean;
  /** The list can be sorted by this column (its header has a sort button; the page call sends `ascs`/`descs`). */
  sortable?: boolean;
  /** A quota where BladeX's -1 means no limit: the cell shows 不限. */
  unlimitedAt?: number;
  /** For kind 'enum': its values come from this dictionary (a form or search derived from the column offers them). */
  dict?: DictSource;
}

export type SearchKind = 'text' | 'enum' | 'ref' | 'date' | 'dateRange';

export interface SearchFieldDefinition {
  /** Query parameter name; a 'date' sends yyyy-MM-dd; a 'dateRange' on createTime sends createTime_dategt / createTime_datelt. */
  field: string;
  labelKey: string;
  kind: SearchKind;
  enumKey?: string;
  ref?: string;
  /** For kind 'enum': the choices come from this dictionary. */
  dict?: DictSource;
}

/** Validator names of src/lib (validators.ts, id-card.ts, card-number.ts, url.ts, money.ts). */
export type RuleName =
  | 'mobile'
  | 'email'
  | 'landline'
  | 'url'
  | 'creditCode'
  | 'nonNegative'
  | 'signedDecimal'
  | 'idCard'
  | 'cardNumber'
  | 'amount';

export const RULE_NAMES: readonly RuleName[] = [
  'mobile',
  'email',
  'landline',
  'url',
  'creditCode',
  'nonNegative',
  'signedDecimal',
  'idCard',
  'cardNumber',
  'amount',
];

/** A form field's input: a column kind, a number, or a 0/1 switch. */
export type FormFieldKind = ColumnKind | 'number' | 'switch';

export interface FormFieldDefinition {
  field: string;
  labelKey: string;
  kind: FormFieldKind;
  required?: boolean;
  rules?: readonly RuleName[];
  multiline?: boolean;
  enumKey?: string;
  ref?: string;
  /** The message key of an empty required field when the spec gives its own (请输入字典编号); else the generic one. */
  requiredKey?: string;
  /** Shown but never edited (a child's parent): the form keeps the value it was given. */
  readOnly?: boolean;
  /** For kind 'enum': the choices come from this dictionary. */
  dict?: DictSource;
}

/** How the family's editor dialog behaves (spec 000 §5, §9). */
export interface FormLayout {
  /** Dialog width in px (default 640); 800 and wider lay the fields out in two columns. */
  width?: number;
  /** Check each field when it loses focus, not only on save. */
  validateOnBlur?: boolean;
}

export interface ResourceDefinition {
  /** kebab-case, unique. */
  key: string;
  area: ResourceArea;
  titleKey: string;
  /** The family's path prefix (the controller); operations and actions carry their full paths. */
  basePath: string;
  operations: Partial<Record<OperationName, OperationDefinition>>;
  actions: readonly ActionDefinition[];
  /** Pages a record leads to (row menu items). */
  links?: readonly RowLink[];
  /**
   * Adding and editing happen on a page of their own (a flow with checks the generic editor does not make):
   * 新增 opens `add`, 修改 opens `edit` filled from the row like a row link.
   */
  formRoute?: { add: string; edit: string };
  columns: readonly ColumnDefinition[];
  searchFields: readonly SearchFieldDefinition[];
  formFields: readonly FormFieldDefinition[];
  /** The editor dialog's width and when it validates. */
  formLayout?: FormLayout;
  /** Button permission prefix: `<prefix>_add`, `_view`, `_edit`, `_delete`, and `<prefix>_<action>`. */
  permission: string;
  /**
   * Menu codes of other pages that read this family (the goods orders page reads the order family, the workflow task
   * pages the leave): a role granted one of those pages (or its `_view` button) may read the family too.
   */
  readers?: readonly string[];
  /** Page size of the list (default 10; choices 10, 30, 50, 100, 200). */
  pageSize?: number;
  /** Size used when another screen looks this resource up (user search 1000, fleet settlement 100). */
  lookupSize?: number;
  /** The record id field (default 'id'). */
  rowKey?: string;
  /** Tree data (dept, menu, region): the parent field, and whether children load lazily. */
  tree?: { parentField: string; lazy?: boolean };
  /** The flow (owned by another issue's machine) this family's actions belong to. */
  flow?: ResourceFlow;
  /** True when the spec does not show the fields and they were chosen here. */
  invented: boolean;
  /** Where the spec says what this is, and any decision worth knowing. */
  note?: string;
  /**
   * The console path (services/resources/routes.ts: a hand-written menu path or /<area>/<key>) where the generic screen serves this
   * family; MenuRoutePage renders ResourceListPage for it. Absent: no generic screen is mounted yet.
   */
  route?: string;
}

/** A catalogue entry (services/resources/catalogue.json, written by scripts/extract-catalogue.mjs). */
export interface CatalogueEntry {
  path: string;
  method: HttpMethod | null;
  /** "000 §7": spec document and section of the first mention. */
  source: string;
  /** Other documents that name the same path. */
  alsoIn?: readonly string[];
  note?: string;
}
