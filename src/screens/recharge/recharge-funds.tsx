/** The recharge funds of the tenant: the balance bar and the paged movements, read afresh when the page is shown again. */
import '@/i18n/recharge-namespace';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Callout, Intent, Spinner } from '@blueprintjs/core';
import * as api from '@services/api/recharge/calls';
import { PagedList } from '@/components/paged-list';
import { useRequest, type RequestKey } from '@/components/use-request';
import { useInvalidate } from '@/components/query-client';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';
import { formatDateTime } from '@/lib/intl';

/** The reads of the tenant's recharge funds: the balance, its movements and the forms that spend it. */
export const FUNDS_KEY: RequestKey = ['temp-money'];

/**
 * Reads `keys` again whenever a kept-alive page is shown again (its effects re-run when its tab comes back), so
 * money figures are read afresh after another page moved them.
 */
export function useReadAgainWhenShown(...keys: RequestKey[]): void {
  const invalidate = useInvalidate();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys are read when the page is shown again, not when they change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    invalidate(...keys);
  }, []);
}

/** The tenant's recharge funds (tempMoney), read again whenever the page is shown again. */
export function FundsBar() {
  const { t } = useTranslation('recharge');
  useReadAgainWhenShown([...FUNDS_KEY, 'balance']);
  const state = useRequest([...FUNDS_KEY, 'balance'], (signal) => api.tempMoney(signal));
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
export function FundFlows() {
  const { t } = useTranslation('recharge');
  useReadAgainWhenShown([...FUNDS_KEY, 'flows']);
  return (
    <PagedList
      label={t('funds.flows')}
      param="flows."
      queryKey={[...FUNDS_KEY, 'flows']}
      load={async (q, _f, signal) => {
        const funds = await api.tempMoney(signal);
        return api.tempMoneyDetails(funds.id, q.current, q.size, signal);
      }}
      columns={[
        [t('field.createTime'), (r) => formatDateTime(r.createTime)],
        [t('field.direction'), (r) => t(`direction.${displayText(r.direction)}`)],
        [t('field.amount'), (r) => displayFen(r.amount), 'money'],
        [t('funds.balanceAfter'), (r) => displayFen(r.balance), 'money'],
        [t('field.remark'), (r) => displayText(r.remark)],
        [t('field.orderNo'), (r) => displayText(r.orderNo)],
      ]}
    />
  );
}
