/**
 * A dropdown whose choices are a dictionary's entries (字典管理 / 业务字典, spec 000 §3, §7): read by code through the
 * console's one read cache, so every dropdown of a dictionary shares one request, and an edit on a dictionary
 * screen (which invalidates the family's dictionaries, `useDictionariesFollow`) shows up in them.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ControlGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { matchQuery, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { dictionariesOf, dictionaryKey, flattenEntries, readDictionary, type DictEntry } from '@services/api/dictionaries';
import type { ColumnDefinition, DictSource } from '@services/resources/types';
import { scopedKey, useCacheScope, useInvalidate } from './query-client';
import type { RequestKey, RequestState } from './use-request';
import type { FieldControl } from './form-field';

/**
 * How long a dictionary read counts as fresh: dictionaries change rarely, and a change made on a dictionary screen
 * of this console invalidates them at once (`useDictionariesFollow`); one made elsewhere shows after this time.
 */
export const DICTIONARY_FRESH_MS = 10 * 60_000;

/** The entries of a dictionary (none asked while `source` is absent), and a retry of a failed read. */
export function useDictionary(source: DictSource | undefined): { state: RequestState<DictEntry[]>; retry: () => void } {
  const invalidate = useInvalidate();
  const scope = useCacheScope();
  const key = source ? dictionaryKey(source) : null;
  const query = useQuery({
    queryKey: key ? scopedKey(key, scope) : ['dictionary.idle'],
    queryFn: ({ signal }) => readDictionary(source!, signal),
    enabled: key !== null,
    staleTime: DICTIONARY_FRESH_MS,
  });
  const state: RequestState<DictEntry[]> =
    query.status === 'error'
      ? { status: 'failed', error: query.error }
      : query.status === 'success'
        ? { status: 'done', data: query.data }
        : { status: 'loading' };
  return { state, retry: () => void (key && invalidate(key)) };
}

/**
 * Starts reading the dictionaries `sources` (a list's form and search choices) while the list loads, so a form opened
 * from it offers its choices at once. Each is read once through the cache, like `useDictionary`.
 */
export function usePrefetchDictionaries(sources: readonly (DictSource | undefined)[]): void {
  const client = useQueryClient();
  const scope = useCacheScope();
  const keys = [...new Set(sources.filter((x): x is DictSource => x !== undefined).map((x) => JSON.stringify(x)))];
  const wanted = keys.join('|');
  useEffect(() => {
    for (const k of wanted ? wanted.split('|') : []) {
      const source = JSON.parse(k) as DictSource;
      void client.prefetchQuery({
        queryKey: scopedKey(dictionaryKey(source), scope),
        queryFn: ({ signal }) => readDictionary(source, signal),
        staleTime: DICTIONARY_FRESH_MS,
      });
    }
  }, [client, scope, wanted]);
}

/**
 * How a table shows the values of its dictionary columns: the dictionary's dictValue (read through the cache, like
 * the dropdowns), in English the enum's own label when it has one; undefined while the dictionary loads, for a
 * column without a dictionary or a value the dictionary does not hold (the caller then shows the enum label).
 */
export function useDictionaryCells(columns: readonly ColumnDefinition[]): (col: ColumnDefinition, value: unknown) => string | undefined {
  const { t, i18n } = useTranslation(['resources']);
  const scope = useCacheScope();
  const withDict = columns.filter((c) => c.dict);
  const results = useQueries({
    queries: withDict.map((c) => ({
      queryKey: scopedKey(dictionaryKey(c.dict!), scope),
      queryFn: ({ signal }: { signal: AbortSignal }) => readDictionary(c.dict!, signal),
      staleTime: DICTIONARY_FRESH_MS,
    })),
  });
  const labels = new Map(
    withDict.map((c, i) => [c.field, new Map(flattenEntries(results[i]?.data ?? []).map(({ entry }) => [entry.value, entry.label]))]),
  );
  const english = i18n.language.startsWith('en');
  return (col, value) => {
    if (value === null || value === undefined || value === '') return undefined;
    const label = labels.get(col.field)?.get(String(value));
    if (label === undefined) return undefined;
    return english && col.enumKey ? t(`${col.enumKey}.${String(value)}`, { defaultValue: label }) : label;
  };
}

/**
 * Keeps the dropdowns' dictionaries in step with a dictionary screen: whenever a read under `listKey` (the
 * screen's lists) is invalidated — a save, a removal, a sealed switch there — the family's dictionaries are too.
 */
export function useDictionariesFollow(family: DictSource['family'], listKey: RequestKey): void {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  // read when an invalidation comes (the key's array is new on every render)
  const keyRef = useRef(listKey);
  keyRef.current = listKey;
  useEffect(
    () =>
      client.getQueryCache().subscribe((e) => {
        if (e.type !== 'updated' || e.action.type !== 'invalidate') return;
        if (matchQuery({ queryKey: [...keyRef.current] }, e.query)) void invalidate(dictionariesOf(family));
      }),
    [client, invalidate, family],
  );
}

/** How an entry reads: its dictValue, or in English the enum's own label for that value when there is one. */
export function useEntryLabel(fallbackKey: string | undefined): (value: string, label: string) => string {
  const { t, i18n } = useTranslation(['common', 'resources']);
  return (value, label) => (i18n.language.startsWith('en') && fallbackKey ? t(`${fallbackKey}.${value}`, { defaultValue: label }) : label);
}

export interface DictSelectProps {
  source: DictSource;
  /** The chosen value ('' for none). */
  value: string;
  onChange: (value: string) => void;
  /** The text of the empty choice (请选择, 全部). */
  emptyText: string;
  /** The enum labels of the field (`resources:enum.<name>`): English labels, and the label of a value the dictionary no longer holds. */
  fallbackKey?: string | undefined;
  /** The control's id and aria attributes from its form row, or its own accessible name. */
  control?: FieldControl | { 'aria-label': string };
  disabled?: boolean;
  onBlur?: () => void;
  fill?: boolean;
}

/** A Blueprint select over a dictionary's entries; while it loads it says so, and a failed read offers 重试. */
export function DictSelect({ source, value, onChange, emptyText, fallbackKey, control, disabled, onBlur, fill }: DictSelectProps) {
  const { t } = useTranslation(['common', 'resources']);
  const { state, retry } = useDictionary(source);
  const labelOf = useEntryLabel(fallbackKey);
  if (state.status !== 'done') {
    const select = (
      <HTMLSelect {...control} disabled value="" fill={fill} onBlur={onBlur}>
        <option value="">{t(state.status === 'loading' ? 'common:kit.dictLoading' : 'common:kit.dictFailed')}</option>
      </HTMLSelect>
    );
    return state.status === 'loading' ? (
      select
    ) : (
      <ControlGroup fill={fill}>
        {select}
        <Button icon="refresh" intent={Intent.WARNING} text={t('common:kit.retry')} onClick={retry} />
      </ControlGroup>
    );
  }
  const rows = flattenEntries(state.data);
  // a value the dictionary no longer offers (sealed or removed) stays shown, so the record keeps it until changed
  const kept = value !== '' && !rows.some((r) => r.entry.value === value);
  return (
    <HTMLSelect
      {...control}
      disabled={disabled}
      value={value}
      fill={fill}
      onBlur={onBlur}
      onChange={(e) => onChange(e.currentTarget.value)}
    >
      <option value="">{emptyText}</option>
      {kept && <option value={value}>{fallbackKey ? t(`${fallbackKey}.${value}`, { defaultValue: value }) : value}</option>}
      {rows.map(({ entry, depth }) => (
        <option key={entry.value} value={entry.value}>
          {`${'\u3000'.repeat(depth)}${labelOf(entry.value, entry.label)}`}
        </option>
      ))}
    </HTMLSelect>
  );
}
