/**
 * Third-party management (spec 000 §2, spec 002 §2 /thirdManage/*): 第三方详情 (the fleet accounts, with drill-downs to
 * their account flows and member cards), 供应商明细 (supplier accounts), 车队账户明细 (fleet account flows, by fleet,
 * type and date), 充值消费明细 (recharge and spending of a phone: flowListByPhone / flowListByPhoneExpense).
 * /thirdManage/rechargeReview is the approval area's review screen.
 */
import '@/i18n/fleet-namespace';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Callout, Classes, Intent, Tab, Tabs } from '@blueprintjs/core';
import * as api from '@services/api/fleets/calls';
import { FLEET_STATUS_TABLES } from '@services/api/fleets/status';
import { useDocumentTitle } from '@/components/use-document-title';
import { maskPhone } from '@/lib/mask';
import { FilteredList, FleetPage, FleetStatusTag, addressFilters, fen, text, type Column, type FilterField } from './fleet-ui';

function useFlowTypeOptions(): Array<[string, string]> {
  const { t } = useTranslation('fleet');
  return Object.values(FLEET_STATUS_TABLES.flowType).map((s): [string, string] => [String(s.code), t(`status.flowType.${s.code}`)]);
}

/** /thirdManage/details: fleet accounts and their balances. */
export function ThirdDetailsPage() {
  const { t } = useTranslation('fleet');
  useDocumentTitle('routes:thirdManage.details');
  const [params] = useSearchParams();
  return (
    <FleetPage title={t('third.details')}>
      <p className={Classes.TEXT_MUTED} style={{ margin: 0 }}>
        {t('third.detailsIntro')}
      </p>
      <FilteredList
        id="third-details"
        label={t('third.details')}
        fields={[{ name: 'fleetId', label: t('field.fleetName'), kind: 'fleet' }]}
        initial={addressFilters(params, ['fleetId'])}
        columns={[
          [t('field.fleetName'), (r) => text(r.fleetName)],
          [t('field.accountNo'), (r) => text(r.accountNo)],
          [t('field.accountBalance'), (r) => fen(r.balance)],
          [t('field.frozenAmount'), (r) => fen(r.frozenAmount)],
          [t('field.totalRecharge'), (r) => fen(r.totalRecharge)],
          [t('field.totalConsume'), (r) => fen(r.totalConsume)],
          [t('field.updateTime'), (r) => text(r.updateTime)],
          [
            t('list.actions'),
            (r) => (
              <span style={{ display: 'inline-flex', gap: 12 }}>
                <Link to={`/thirdManage/fleetAccountDetails?fleetId=${encodeURIComponent(text(r.fleetId))}`} aria-label={`${t('third.accountFlows')} ${text(r.fleetName)}`}>
                  {t('third.accountFlows')}
                </Link>
                <Link to={`/fleetcard/fleetcard?fleetId=${encodeURIComponent(text(r.fleetId))}`} aria-label={`${t('third.cards')} ${text(r.fleetName)}`}>
                  {t('third.cards')}
                </Link>
              </span>
            ),
          ],
        ]}
        load={(q, signal) => api.listOf('fleet-account', q, signal)}
      />
    </FleetPage>
  );
}

/** /thirdManage/agentDetails: supplier accounts. */
export function AgentDetailsPage() {
  const { t } = useTranslation('fleet');
  useDocumentTitle('routes:thirdManage.agentDetails');
  return (
    <FleetPage title={t('third.agentDetails')}>
      <FilteredList
        id="third-suppliers"
        label={t('third.agentDetails')}
        fields={[{ name: 'tenantName', label: t('field.tenantName'), kind: 'text' }]}
        columns={[
          [t('field.tenantName'), (r) => text(r.tenantName)],
          [t('field.accountName'), (r) => text(r.accountName)],
          [t('field.accountNo'), (r) => text(r.accountNo)],
          [t('field.accountBalance'), (r) => fen(r.balance)],
          [t('field.frozenAmount'), (r) => fen(r.frozenAmount)],
          [t('field.withdrawableAmount'), (r) => fen(r.withdrawableAmount)],
          [t('field.updateTime'), (r) => text(r.updateTime)],
        ]}
        load={(q, signal) => api.listOf('supplier-account', q, signal)}
      />
    </FleetPage>
  );
}

const flowColumns = (t: (k: string) => string, first: Column[]): Column[] => [
  ...first,
  [t('field.flowNo'), (r) => text(r.flowNo)],
  [t('field.flowType'), (r) => <FleetStatusTag flow="flowType" code={r.flowType} />],
  [t('field.direction'), (r) => <FleetStatusTag flow="direction" code={r.direction} />],
  [t('field.amount'), (r) => fen(r.amount)],
  [t('field.balanceAfter'), (r) => fen(r.balance)],
  [t('field.orderNo'), (r) => text(r.orderNo)],
  [t('field.remark'), (r) => text(r.remark)],
  [t('field.createTime'), (r) => text(r.createTime)],
];

/** /thirdManage/fleetAccountDetails (?fleetId=): the fleet account flows. */
export function FleetAccountDetailsPage() {
  const { t } = useTranslation('fleet');
  useDocumentTitle('routes:thirdManage.fleetAccountDetails');
  const [params] = useSearchParams();
  const fields: FilterField[] = [
    { name: 'fleetId', label: t('field.fleetName'), kind: 'fleet' },
    { name: 'flowType', label: t('field.flowType'), kind: 'select', options: useFlowTypeOptions() },
    { name: 'orderNo', label: t('field.orderNo'), kind: 'text' },
    { name: 'createTime', label: t('field.createTime'), kind: 'dateRange' },
  ];
  return (
    <FleetPage title={t('third.fleetAccountDetails')}>
      <FilteredList
        id="third-fleet-flows"
        label={t('third.fleetAccountDetails')}
        fields={fields}
        initial={addressFilters(params, ['fleetId'])}
        columns={flowColumns(t, [[t('field.fleetName'), (r) => text(r.fleetName)]])}
        load={(q, signal) => api.listOf('fleet-account-flow', q, signal)}
      />
    </FleetPage>
  );
}

/** /thirdManage/foreignDetail (?userPhone=): recharge and spending of a phone. */
export function ForeignDetailPage() {
  const { t } = useTranslation('fleet');
  useDocumentTitle('routes:thirdManage.foreignDetail');
  const [params] = useSearchParams();
  const [tab, setTab] = useState<'all' | 'expense'>('all');
  const fields: FilterField[] = [
    { name: 'userPhone', label: t('field.userPhone'), kind: 'text' },
    { name: 'createTime', label: t('field.createTime'), kind: 'dateRange' },
  ];
  const list = (kind: 'all' | 'expense') => (
    <FilteredList
      id={`third-phone-${kind}`}
      label={t(kind === 'all' ? 'third.all' : 'third.expense')}
      fields={fields}
      initial={addressFilters(params, ['userPhone'])}
      columns={flowColumns(t, [[t('field.userPhone'), (r) => maskPhone(text(r.userPhone))]])}
      load={async (q, signal) => {
        // the flows belong to a phone: nothing is listed until one is given
        if (!String(q.userPhone ?? '').trim()) return { records: [], total: 0, size: 10, current: 1, pages: 0 };
        return api.flowsByPhone(kind, q, signal);
      }}
    />
  );
  return (
    <FleetPage title={t('third.foreignDetail')}>
      {!params.get('userPhone') ? <Callout intent={Intent.PRIMARY} icon="info-sign">{t('third.phoneRequired')}</Callout> : null}
      <Tabs id="third-foreign" selectedTabId={tab} onChange={(id) => setTab(id as 'all' | 'expense')} renderActiveTabPanelOnly>
        <Tab id="all" title={t('third.all')} panel={list('all')} />
        <Tab id="expense" title={t('third.expense')} panel={list('expense')} />
      </Tabs>
    </FleetPage>
  );
}
