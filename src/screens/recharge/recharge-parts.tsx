/** Page frame, recharge funds and paged tables of the recharge screens. */
import '@/i18n/recharge-namespace';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Classes, HTMLTable, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import type { Page } from '@services/http/envelope';
import * as api from '@services/api/recharge/calls';
import { useRequest } from '@/components/use-request';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';

export type Row = Record<string, unknown>;

/**
 * Counts how often a kept-alive page was shown again (its effects re-run when its tab comes back), so money
 * figures are read afresh after another page moved them.
 */
export function useShownAgain(): number {
  const [shown, setShown] = useState(0);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setShown((n) => n + 1);
  }, []);
  return shown;
}

/** The tenant's recharge funds (tempMoney), read again whenever the page is shown again. */
export function FundsBar({ reload = 0 }: { reload?: number }) {
  const { t } = useTranslation('recharge');
  const shown = useShownAgain();
  const state = useRequest(`funds|${reload}|${shown}`, (signal) => api.tempMoney(signal));
  if (state.status === 'loading') return <Spinner size={20} aria-label={t('common.loading')} />;
  if (state.status === 'failed') return <Callout intent={Intent.DANGER} title={t('common.loadFailed')} />;
  return (
    <Callout intent={Intent.PRIMARY} icon="bank-account" aria-label={t('funds.title')}>
      <strong>{t('funds.title')}</strong>
      {' · '}
      {t('funds.balance')}: <strong data-testid="funds-balance">{displayFen(state.data.balanceFen)}</strong>
      {' · '}
      {t('funds.pending')}: {displayFen(state.data.pendingFen)}
    </Callout>
  );
}

/** Movements of the recharge funds (tempMoney/details). */
export function FundFlows({ reload = 0 }: { reload?: number }) {
  const { t } = useTranslation('recharge');
  const shown = useShownAgain();
  return (
    <PagedTable
      label={t('funds.flows')}
      reloadKey={`${reload}|${shown}`}
      load={async (q, signal) => {
        const funds = await api.tempMoney(signal);
        return api.tempMoneyDetails(funds.id, q.current, q.size, signal);
      }}
      columns={[
        [t('field.createTime'), (r) => displayText(r.createTime)],
        [t('field.direction'), (r) => t(`direction.${displayText(r.direction)}`)],
        [t('field.amount'), (r) => displayFen(r.amount)],
        [t('funds.balanceAfter'), (r) => displayFen(r.balance)],
        [t('field.remark'), (r) => displayText(r.remark)],
        [t('field.orderNo'), (r) => displayText(r.orderNo)],
      ]}
    />
  );
}

export type Column = [label: string, cell: (row: Row) => ReactNode];

/** A paged server list; changing `reloadKey` restarts at page 1. */
export function PagedTable({ label, columns, load, reloadKey = '' }: { label: string; columns: Column[]; load: (q: { current: number; size: number }, signal: AbortSignal) => Promise<Page<Row>>; reloadKey?: string }) {
  const { t } = useTranslation('recharge');
  const [paging, setPaging] = useState({ current: 1, key: reloadKey, retry: 0 });
  const current = paging.key === reloadKey ? paging.current : 1;
  const state = useRequest(`${label}|${reloadKey}|${current}|${paging.retry}`, (signal) => load({ current, size: 10 }, signal));
  if (state.status === 'loading') return <Spinner size={24} aria-label={t('common.loading')} />;
  if (state.status === 'failed') {
    return (
      <Callout intent={Intent.DANGER} title={t('common.loadFailed')}>
        <Button text={t('common.retry')} onClick={() => setPaging((p) => ({ ...p, retry: p.retry + 1 }))} />
      </Callout>
    );
  }
  const page = state.data;
  if (page.records.length === 0) return <NonIdealState icon="inbox" title={t('common.empty')} />;
  const pages = Math.max(1, Math.ceil(page.total / Math.max(1, page.size)));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <HTMLTable aria-label={label} compact striped style={{ width: '100%' }}>
        <thead>
          <tr>
            {columns.map(([l]) => (
              <th key={l}>{l}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.records.map((r, i) => (
            <tr key={displayText(r.id) || i}>
              {columns.map(([l, cell]) => (
                <td key={l}>{cell(r)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <nav aria-label={t('common.pageOf', { current, pages })} style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'flex-end' }}>
        <span>{t('common.total', { total: page.total })}</span>
        <Button size="small" icon="chevron-left" aria-label={t('common.prev')} disabled={current <= 1} onClick={() => setPaging({ current: current - 1, key: reloadKey, retry: paging.retry })} />
        <span>{t('common.pageOf', { current, pages })}</span>
        <Button size="small" icon="chevron-right" aria-label={t('common.next')} disabled={current >= pages} onClick={() => setPaging({ current: current + 1, key: reloadKey, retry: paging.retry })} />
      </nav>
    </div>
  );
}
