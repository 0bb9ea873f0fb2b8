/**
 * Small builders that keep the definitions short: the spec's conventional operations, columns and fields
 * labelled from one shared vocabulary (`resources:field.<name>`), actions labelled `resources:action.<name>`.
 * Pure functions returning plain data.
 */
import type {
  ActionDefinition,
  ColumnDefinition,
  DictSource,
  FormFieldDefinition,
  HttpMethod,
  OperationDefinition,
  OperationName,
  ResourceArea,
  ResourceDefinition,
  ResourceFlow,
  RuleName,
  SearchFieldDefinition,
} from './types';

const NS = 'resources';
export const fieldKey = (field: string) => `${NS}:field.${field}`;
export const actionKey = (name: string) => `${NS}:action.${name}`;
export const enumKey = (name: string) => `${NS}:enum.${name}`;
export const titleKey = (key: string) => `${NS}:title.${key}`;

// ------------------------------------------------------------------------------------------ operations

const GET = (path: string, params?: readonly string[]): OperationDefinition =>
  params ? { method: 'GET', path, params } : { method: 'GET', path };
const POST = (path: string, params?: readonly string[]): OperationDefinition =>
  params ? { method: 'POST', path, params } : { method: 'POST', path };

/** Operation builders by convention: reads are GET, writes POST; detail takes `id`, remove `ids`. */
export const op = {
  list: (path: string) => GET(path),
  page: (path: string) => GET(path),
  detail: (path: string, params: readonly string[] = path.includes('{') ? [] : ['id']) => GET(path, params.length ? params : undefined),
  remove: (path: string) => POST(path, ['ids']),
  submit: (path: string) => POST(path),
  save: (path: string) => POST(path),
  update: (path: string) => POST(path),
};

/** The four conventional operations of a "standard family" (list, detail, remove, submit). */
export function std(base: string): Partial<Record<OperationName, OperationDefinition>> {
  return {
    list: op.list(`${base}/list`),
    detail: op.detail(`${base}/detail`),
    remove: op.remove(`${base}/remove`),
    submit: op.submit(`${base}/submit`),
  };
}

/**
 * Operations under a family's base path, each at the sub-path the spec prints for it (`''` for the base path
 * itself); methods and params by convention, as `op`.
 */
export function opsAt(base: string, subs: Partial<Record<OperationName, string>>): Partial<Record<OperationName, OperationDefinition>> {
  const out: Partial<Record<OperationName, OperationDefinition>> = {};
  for (const [n, sub] of Object.entries(subs) as [OperationName, string][]) out[n] = op[n](sub ? `${base}/${sub}` : base);
  return out;
}

/** Operations named in the spec's family line, each at `${base}/${name}`. */
export function ops(base: string, names: readonly OperationName[]): Partial<Record<OperationName, OperationDefinition>> {
  const out: Partial<Record<OperationName, OperationDefinition>> = {};
  for (const n of names) out[n] = op[n](`${base}/${n}`);
  return out;
}

// ------------------------------------------------------------------------------------------ dictionaries

/** A dictionary read by its code (types.ts DictSource): of 字典管理 (`dict`, the default) or 业务字典 (`dict-biz`). */
export function dictOf(code: string, family: DictSource['family'] = 'dict', more: Pick<DictSource, 'value' | 'tree'> = {}): DictSource {
  return { family, code, ...more };
}

/** A column, search field or form field of kind 'enum' whose values come from `source`. */
export function withDict<T extends { dict?: DictSource }>(x: T, source: DictSource): T {
  return { ...x, dict: source };
}

// ------------------------------------------------------------------------------------------ actions

type ActionFlags = Omit<ActionDefinition, 'name' | 'labelKey' | 'method' | 'path' | 'kind'>;

/** An action labelled `resources:action.<name>`. */
export function act(
  name: string,
  method: HttpMethod,
  path: string,
  kind: ActionDefinition['kind'],
  flags: ActionFlags = {},
): ActionDefinition {
  return { name, labelKey: actionKey(name), method, path, kind, ...flags };
}

type Kind = ActionDefinition['kind'];
type ActionBuilder = (name: string, method: HttpMethod, path: string, kind: Kind, flags?: ActionFlags) => ActionDefinition;
type DefaultKindBuilder = (name: string, method: HttpMethod, path: string, kind?: Kind, flags?: ActionFlags) => ActionDefinition;

/** An action builder whose flags follow from its method (given flags come last and win), with a default kind or none. */
function flagged(byMethod: (method: HttpMethod) => ActionFlags, defaultKind: Kind): DefaultKindBuilder;
function flagged(byMethod: (method: HttpMethod) => ActionFlags): ActionBuilder;
function flagged(byMethod: (method: HttpMethod) => ActionFlags, defaultKind?: Kind): DefaultKindBuilder {
  return (name, method, path, kind = defaultKind as Kind, flags = {}) => act(name, method, path, kind, { ...byMethod(method), ...flags });
}

/** A read shown as is (summary, chart, lookup). GETs are idempotent by nature; POST reads say so. */
export const read = flagged((method) => (method === 'GET' ? { read: true } : { read: true, idempotent: true }), 'page');

/** A money write: Idempotency-Key, never retried, confirmed with the exact payload. */
export const money = flagged(() => ({ confirm: true, moneyWrite: true }));

/** What a decision on one record sends: the record, the decision (auditStatus) and the auditor's remark. */
const AUDIT_PARAMS = ['id', 'auditStatus', 'auditRemark'] as const;

/** A decision on one record (approve or reject with a remark), confirmed; a money write when it moves money. */
export function audit(name: string, path: string, movesMoney = false): ActionDefinition {
  return movesMoney
    ? money(name, 'POST', path, 'row', { params: AUDIT_PARAMS })
    : act(name, 'POST', path, 'row', { params: AUDIT_PARAMS, confirm: true });
}

/** An export, fetched as a blob with the auth header. */
export function exportAction(name: string, path: string, method: HttpMethod = 'GET'): ActionDefinition {
  return act(
    name,
    method,
    path,
    'page',
    method === 'GET' ? { download: true, read: true } : { download: true, read: true, idempotent: true },
  );
}

/** A GET that changes state (docs/architecture.md §5): never retried. */
export function stateGet(name: string, path: string, kind: ActionDefinition['kind'], flags: ActionFlags = {}): ActionDefinition {
  return act(name, 'GET', path, kind, { changesStateViaGet: true, ...flags });
}

// ------------------------------------------------------------------------------------------ columns

/** Column options; `labelKey` replaces the shared vocabulary's label where a screen names the field its own way. */
type ColumnOpts = Partial<Pick<ColumnDefinition, 'width' | 'hidden' | 'labelKey' | 'sortable' | 'unlimitedAt'>>;

/** Columns labelled from the shared field vocabulary. */
/** The field a backend answers beside a reference with the referenced row's name (fleetId → fleetName): what a ref column shows. */
export const refNameField = (field: string): string => `${field.replace(/Id$/, '')}Name`;

export const col = {
  text: (field: string, o: ColumnOpts = {}): ColumnDefinition => ({ field, labelKey: fieldKey(field), kind: 'text', ...o }),
  // amounts and times are what people sort a list by (BladeX sorts by any column it is asked for: ascs / descs)
  money: (field: string, o: ColumnOpts = {}): ColumnDefinition => ({
    field,
    labelKey: fieldKey(field),
    kind: 'money',
    width: 120,
    sortable: true,
    ...o,
  }),
  date: (field: string, o: ColumnOpts = {}): ColumnDefinition => ({
    field,
    labelKey: fieldKey(field),
    kind: 'date',
    width: 170,
    sortable: true,
    ...o,
  }),
  bool: (field: string, o: ColumnOpts = {}): ColumnDefinition => ({ field, labelKey: fieldKey(field), kind: 'boolean', width: 90, ...o }),
  enum: (field: string, name: string, o: ColumnOpts = {}): ColumnDefinition => ({
    field,
    labelKey: fieldKey(field),
    kind: 'enum',
    enumKey: enumKey(name),
    width: 110,
    ...o,
  }),
  ref: (field: string, ref: string, o: ColumnOpts = {}): ColumnDefinition => ({ field, labelKey: fieldKey(field), kind: 'ref', ref, ...o }),
  /** A state over the value labels of its own name (`resources:enum.<field>`): auditStatus, orderState… */
  status: (field: string, o: ColumnOpts = {}): ColumnDefinition => col.enum(field, field, o),
};

/** Common column sets: the creation time (sortable, as every date). */
export const createTime = () => col.date('createTime');

/** The fleet's name as the rows carry it, labelled 车队. */
export const fleetName = () => col.text('fleetName', { labelKey: fieldKey('fleetId') });

// ------------------------------------------------------------------------------------------ search

/** A range of days → <field>_dategt / <field>_datelt (spec 000 §7). */
const range = (field: string, labelKey: string = fieldKey(field)): SearchFieldDefinition => ({ field, labelKey, kind: 'dateRange' });

export const search = {
  text: (field: string, labelKey: string = fieldKey(field)): SearchFieldDefinition => ({ field, labelKey, kind: 'text' }),
  enum: (field: string, name: string, labelKey: string = fieldKey(field)): SearchFieldDefinition => ({
    field,
    labelKey,
    kind: 'enum',
    enumKey: enumKey(name),
  }),
  ref: (field: string, ref: string): SearchFieldDefinition => ({ field, labelKey: fieldKey(field), kind: 'ref', ref }),
  /** One day, sent as yyyy-MM-dd. */
  date: (field: string): SearchFieldDefinition => ({ field, labelKey: fieldKey(field), kind: 'date' }),
  range,
  /** createTime range → createTime_dategt / createTime_datelt. */
  created: (): SearchFieldDefinition => range('createTime'),
  /** A state over the value labels of its own name. */
  status: (field: string, labelKey?: string): SearchFieldDefinition => search.enum(field, field, labelKey),
  /** The usual search of a list: a name, a state and the days it was created in. */
  standard: (textField: string, statusField: string): SearchFieldDefinition[] => [
    search.text(textField),
    search.status(statusField),
    search.created(),
  ],
};

// ------------------------------------------------------------------------------------------ forms

/** Validator rules chosen by field name. */
const RULES_BY_FIELD: Record<string, readonly RuleName[]> = {
  phone: ['mobile'],
  userPhone: ['mobile'],
  contactPhone: ['mobile'],
  legalPhone: ['mobile'],
  email: ['email'],
  idCard: ['idCard'],
  legalIdCard: ['idCard'],
  taxNo: ['creditCode'],
  bankCardNumber: ['cardNumber'],
  creditCode: ['creditCode'],
  landline: ['landline'],
  url: ['url'],
  website: ['url'],
  callbackUrl: ['url'],
  longitude: ['signedDecimal'],
  latitude: ['signedDecimal'],
};

/** Counts, sort orders and rates (basis points or percent): number inputs, never negative. */
const NUMBER_FIELDS = new Set([
  'sort',
  'quantity',
  'cardQuantity',
  'totalQuantity',
  'stock',
  'taxRate',
  'feeRate',
  'ratio',
  'discountRate',
  'ruleValue',
  'width',
  'height',
  'power',
  'accessTokenValidity',
  'refreshTokenValidity',
]);

/** System fields never edited in a form. */
const SYSTEM_FIELDS = new Set(['id', 'createTime', 'updateTime', 'auditTime', 'createUser', 'updateUser', 'finishTime', 'payTime']);

export interface FormOptions {
  /** Required fields (default: the first text column). */
  required?: readonly string[];
  /** Fields left out of the form (beyond system fields). */
  omit?: readonly string[];
  /** Multi-line text fields. */
  multiline?: readonly string[];
  /** Extra form-only fields. */
  extra?: readonly FormFieldDefinition[];
  /** Rules replacing the ones chosen by field name (an empty list drops them). */
  rules?: Readonly<Record<string, readonly RuleName[]>>;
}

/** A form field labelled from the vocabulary; money gets the 'amount' rule, known names get theirs. */
export function field(name: string, kind: FormFieldDefinition['kind'] = 'text', o: Partial<FormFieldDefinition> = {}): FormFieldDefinition {
  const rules =
    kind === 'money'
      ? (['amount'] as const)
      : kind === 'number'
        ? (['nonNegative'] as const)
        : (RULES_BY_FIELD[name] ?? (/(^p|P)hone$/.test(name) ? (['mobile'] as const) : undefined));
  return { field: name, labelKey: fieldKey(name), kind, ...(rules ? { rules } : {}), ...o };
}

/** Form fields from the columns: editable ones, with rules by field name and kind. */
export function formFrom(columns: readonly ColumnDefinition[], o: FormOptions = {}): FormFieldDefinition[] {
  const omit = new Set(o.omit ?? []);
  const editable = columns.filter((c) => !SYSTEM_FIELDS.has(c.field) && !omit.has(c.field));
  const firstText = editable.find((c) => c.kind === 'text')?.field;
  const required = new Set(o.required ?? (firstText ? [firstText] : []));
  const multiline = new Set(o.multiline ?? ['remark', 'content', 'description']);
  const fields = editable.map((c) => {
    const kind: FormFieldDefinition['kind'] = NUMBER_FIELDS.has(c.field) && c.kind === 'text' ? 'number' : c.kind;
    const extra: Partial<FormFieldDefinition> = { labelKey: c.labelKey };
    const rules = o.rules?.[c.field];
    if (rules) extra.rules = rules;
    if (required.has(c.field)) extra.required = true;
    if (multiline.has(c.field)) extra.multiline = true;
    if (c.enumKey) extra.enumKey = c.enumKey;
    if (c.ref) extra.ref = c.ref;
    if (c.dict) extra.dict = c.dict;
    const f = field(c.field, kind, extra);
    if (rules && rules.length === 0) delete f.rules;
    return f;
  });
  return [...fields, ...(o.extra ?? [])];
}

/**
 * The lists of a family whose records belong to another's (a fleet's, a merchant's, a station's): the owner's
 * reference leads the columns and the search fields, and is required in the form.
 */
export function ownedBy(
  field: string,
  ref: string,
  columns: readonly ColumnDefinition[],
  searchFields: readonly SearchFieldDefinition[] = [],
  form: FormOptions = {},
) {
  return {
    columns: [col.ref(field, ref), ...columns],
    searchFields: [search.ref(field, ref), ...searchFields],
    form: { ...form, required: [field, ...(form.required ?? [])] },
  };
}

// ------------------------------------------------------------------------------------------ definitions

export interface DefineInput {
  key: string;
  area: ResourceArea;
  basePath: string;
  operations: ResourceDefinition['operations'];
  actions?: readonly ActionDefinition[];
  links?: ResourceDefinition['links'];
  formRoute?: ResourceDefinition['formRoute'];
  columns: readonly ColumnDefinition[];
  searchFields?: readonly SearchFieldDefinition[];
  /** Explicit form fields, or options to derive them from the columns (only when the family can write). */
  form?: readonly FormFieldDefinition[] | FormOptions;
  permission?: string;
  /** Other pages' permission prefixes whose view lets a role read this family (ResourceDefinition.readers). */
  readers?: readonly string[];
  pageSize?: number;
  lookupSize?: number;
  rowKey?: string;
  tree?: ResourceDefinition['tree'];
  formLayout?: ResourceDefinition['formLayout'];
  flow?: ResourceFlow;
  /** Operations whose write moves money (marked moneyWrite). */
  moneyWrites?: readonly OperationName[];
  invented: boolean;
  note?: string;
}

function markMoney(operations: ResourceDefinition['operations'], names: readonly OperationName[]): ResourceDefinition['operations'] {
  if (!names.length) return operations;
  const out = { ...operations };
  for (const n of names) {
    const o = out[n];
    if (!o) throw new Error(`moneyWrites names a missing operation: ${n}`);
    out[n] = { ...o, moneyWrite: true };
  }
  return out;
}

/** A standard family (list, detail, remove and submit under its base path, see `std`). */
export function defineStd(base: string, d: Omit<DefineInput, 'basePath' | 'operations'>): ResourceDefinition {
  return define({ ...d, basePath: base, operations: std(base) });
}

/** What a family of an area's file says beyond its key and base path. */
type FamilyInput = Omit<DefineInput, 'key' | 'area' | 'basePath'>;

/**
 * The definition builders of one area's file: every family there belongs to that area and names its key and base
 * path first (`family`), or takes the standard operations under its base path (`stdFamily`, see `std`).
 */
export function inArea(area: ResourceArea) {
  return {
    family: (key: string, basePath: string, d: FamilyInput): ResourceDefinition => define({ ...d, key, area, basePath }),
    stdFamily: (key: string, base: string, d: Omit<FamilyInput, 'operations'>): ResourceDefinition => defineStd(base, { ...d, key, area }),
  };
}

/** A definition with its title key, permission (key in snake case) and derived form. */
export function define(d: DefineInput): ResourceDefinition {
  const writes = Boolean(d.operations.submit || d.operations.save || d.operations.update);
  // a family that can write gets a form; one that only has actions gets one when it asks for it
  const formFields = Array.isArray(d.form)
    ? (d.form as readonly FormFieldDefinition[])
    : writes || d.form
      ? formFrom(d.columns, (d.form as FormOptions | undefined) ?? {})
      : [];
  const out: ResourceDefinition = {
    key: d.key,
    area: d.area,
    titleKey: titleKey(d.key),
    basePath: d.basePath,
    operations: markMoney(d.operations, d.moneyWrites ?? []),
    actions: d.actions ?? [],
    columns: d.columns,
    searchFields: d.searchFields ?? [],
    formFields,
    permission: d.permission ?? d.key.replace(/-/g, '_'),
    invented: d.invented,
  };
  if (d.pageSize !== undefined) out.pageSize = d.pageSize;
  if (d.lookupSize !== undefined) out.lookupSize = d.lookupSize;
  if (d.rowKey !== undefined) out.rowKey = d.rowKey;
  if (d.tree !== undefined) out.tree = d.tree;
  if (d.formLayout !== undefined) out.formLayout = d.formLayout;
  if (d.flow !== undefined) out.flow = d.flow;
  if (d.note !== undefined) out.note = d.note;
  if (d.links?.length) out.links = d.links;
  if (d.formRoute) out.formRoute = d.formRoute;
  if (d.readers?.length) out.readers = d.readers;
  return out;
}
