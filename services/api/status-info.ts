/**
 * How a status code is shown, shared by every flow's status module (docs/flows.md: one module per flow, with zh/en
 * labels and an intent). React-free: intents are Blueprint's intent strings.
 */
export type StatusIntent = 'none' | 'primary' | 'success' | 'warning' | 'danger';

/** The label of a status in both languages, and its colour. */
export interface StatusLabel {
  zh: string;
  en: string;
  intent: StatusIntent;
}

/** A status code with its label. */
export interface StatusInfo extends StatusLabel {
  code: number;
}

/**
 * The one shape every status tag reads: a status's label and intent by its code (number or string, as the backend
 * sends it). Flow modules keep their own tables; `codeTable` turns a table of named statuses into this shape.
 */
export type StatusTable<C extends string | number = string | number> = Readonly<Record<C, StatusLabel>>;

const byCode = new WeakMap<object, StatusTable<number>>();

/** A flow's named statuses (or a list of them) keyed by their code; the same object for the same input. */
export function codeTable(rows: Readonly<Record<string, StatusInfo>> | readonly StatusInfo[]): StatusTable<number> {
  const hit = byCode.get(rows);
  if (hit) return hit;
  const list: readonly StatusInfo[] = Array.isArray(rows) ? rows : Object.values(rows);
  const table = Object.fromEntries(list.map((s) => [s.code, { zh: s.zh, en: s.en, intent: s.intent }])) as StatusTable<number>;
  byCode.set(rows, table);
  return table;
}

/** The label of a code in a table (undefined for a code the table does not know). */
export function statusLabelOf(table: StatusTable, code: unknown): StatusLabel | undefined {
  if (code === null || code === undefined) return undefined;
  const key = String(code).trim();
  return key === '' ? undefined : (table as Record<string, StatusLabel>)[key];
}

/** The words a status shows in `language`: its label; a code the table does not know as itself; none as '-'. */
export function statusText(table: StatusTable, code: unknown, language: string): string {
  const info = statusLabelOf(table, code);
  if (info) return /^en\b/i.test(language) ? info.en : info.zh;
  return code === null || code === undefined || String(code) === '' ? '-' : String(code);
}

/** A flow's named statuses, each with its code (the shape of the fleet, recharge and money tables). */
export type NamedStatuses = Readonly<Record<string, StatusInfo>>;

/** The status of a code among a flow's named statuses, codes compared as text (undefined for an unknown code). */
export function findStatus(rows: NamedStatuses, code: unknown): StatusInfo | undefined {
  return Object.values(rows).find((s) => String(s.code) === String(code ?? ''));
}

/**
 * The two readers of a flow module's tables (fleets, recharge, money): the status of a code in a flow, and
 * `{ flow: { code: label } }` in one language for the i18n resources.
 */
export function statusReaders<F extends string>(tables: Readonly<Record<F, NamedStatuses>>) {
  return {
    statusOf: (flow: F, code: unknown): StatusInfo | undefined => findStatus(tables[flow], code),
    labels: (lang: 'zh' | 'en'): Record<F, Record<string, string>> => statusLabelsByFlow(tables, lang),
  };
}

/** `{ flow: { code: label } }` in one language, for the i18n resources. */
export function statusLabelsByFlow<F extends string>(
  tables: Readonly<Record<F, NamedStatuses>>,
  lang: 'zh' | 'en',
): Record<F, Record<string, string>> {
  const out = {} as Record<F, Record<string, string>>;
  for (const [flow, rows] of Object.entries(tables) as Array<[F, NamedStatuses]>) {
    out[flow] = Object.fromEntries(Object.values(rows).map((s) => [String(s.code), s[lang]]));
  }
  return out;
}
