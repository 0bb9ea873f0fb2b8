/**
 * The dictionaries behind the console's dropdowns (spec 000 §3, §7 "dict and dict-biz: … dictionary and
 * dictionary-tree by code"): the entries of one dictionary of 字典管理 (dict) or 业务字典 (dict-biz), read by its
 * code. Paths come from the families' registry actions. React-free; screens read these through the one cache
 * (src/components/dict-select.tsx) under `dictionaryKey`, and the dictionary screens invalidate `dictionariesOf`.
 */
import * as v from 'valibot';
import { requestData } from '@services/http/decode';
import { resourceByKey } from '@services/resources/registry';
import type { ActionDefinition, DictSource } from '@services/resources/types';
import { id, listOf, recordOf, text } from './fields';

/** One entry of a dictionary as a dropdown offers it. */
export interface DictEntry {
  /** The entry's dictKey. */
  key: string;
  /** What choosing it sends: the dictKey, or `code_dictKey` (DictSource.value). */
  value: string;
  /** Its dictValue. */
  label: string;
  /** Entries under it (a `dictionary-tree` read); empty for a flat read. */
  children: DictEntry[];
}

interface RawEntry {
  code: string;
  dictKey: string;
  dictValue: string;
  children: RawEntry[];
}

const EntrySchema: v.GenericSchema<unknown, RawEntry> = v.lazy(() =>
  v.pipe(
    recordOf({ id, code: text, dictKey: text, dictValue: text, children: listOf(EntrySchema) }),
    v.transform((e): RawEntry => ({ code: e.code, dictKey: e.dictKey, dictValue: e.dictValue, children: e.children })),
  ),
);

function dictAction(family: DictSource['family'], name: 'dictionary' | 'dictionaryTree'): ActionDefinition {
  const a = resourceByKey(family)?.actions.find((x) => x.name === name);
  if (!a) throw new Error(`${family} has no action ${name}`);
  return a;
}

/** The cache key prefix of every dictionary read of a family: what its screen invalidates after a change. */
export const dictionariesOf = (family: DictSource['family']): readonly unknown[] => ['dictionary', family];

/** The cache key of one dictionary read. */
export const dictionaryKey = (source: DictSource): readonly unknown[] => [
  ...dictionariesOf(source.family),
  source.code,
  source.tree ? 'tree' : 'flat',
  source.value ?? 'key',
];

/** What an entry sends when chosen. */
const sentValue = (source: DictSource, e: RawEntry) => (source.value === 'codeKey' ? `${e.code || source.code}_${e.dictKey}` : e.dictKey);

const toEntry =
  (source: DictSource) =>
  (e: RawEntry): DictEntry => ({
    key: e.dictKey,
    value: sentValue(source, e),
    label: e.dictValue,
    children: e.children.map(toEntry(source)),
  });

/**
 * The entries of a dictionary: its direct entries (`dictionary?code=`, sealed ones left out by the server), or its
 * whole tree (`dictionary-tree?code=`) when the source asks for one.
 */
export async function readDictionary(source: DictSource, signal?: AbortSignal): Promise<DictEntry[]> {
  const a = dictAction(source.family, source.tree ? 'dictionaryTree' : 'dictionary');
  const rows = await requestData({ url: a.path, method: a.method, params: { code: source.code }, signal }, listOf(EntrySchema));
  return rows.map(toEntry(source));
}

/** The entries in order, each child after its parent with its depth (a tree offered as one list). */
export function flattenEntries(entries: readonly DictEntry[], depth = 0): Array<{ entry: DictEntry; depth: number }> {
  return entries.flatMap((entry) => [{ entry, depth }, ...flattenEntries(entry.children, depth + 1)]);
}
