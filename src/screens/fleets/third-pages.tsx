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
import type { ReactNode } from 'react';
import { requireResource } from '@services/resources/registry';
import { definitionColumns } from '@/screens/resource/definition-columns';
import '@/i18n/resources-namespace';
import { FilteredList, definitionFilters, type Column, type FilterField, type Row } from './fleet-filters';
import { addressFilters } from '@/components/paged-list';
import { displayText } from '@/lib/display';
import { PageFrame } from '@/components/page-frame';
import { StatusTag } from '@/components/status-tag';
import { codeTable } from '@services/api/status-info';
import '@/components/components.css';

/** The lists show their families' columns and filters (services/resources/definitions/fleets.ts, accounts.ts). */
const ACCOUNTS = requireResource('fleet-account');
const FLEET_FLOWS = requireResource('fleet-account-flow');
const PHONE_FLOWS = requireResource('phone-account-flow');
const SUPPLIER_ACCOUNTS = requireResource('supplier-account');
/** 供应商明细 shows the supplier accounts' balances (the family's bank details stay on 供应商账户). */
const AGENT_DETAIL_COLUMNS = ['tenantName', 'accountName', 'accountNo', 'balance', 'frozenAmount', 'withdrawableAmount', 'updateTime'];
/** A fleet shows by its name. */
const FLEET_NAME = { fleetId: (r: Row) => displayText(r.fleetName) };

function useFlowTypeOptions(): Array<[string, string]> {
  const { t } = useTranslation('fleet');
  return Object.values(FLEET_STATUS_TABLES.flowType).map((s): [string, string] => [String(s.code), t(`status.flowType.${s.code}`)]);
}

/** /thirdManage/details: fleet accounts and their balances. */
export function ThirdDetailsPage() {
  const { t } = useTranslation('fleet');
  return (
    <ThirdListPage
      page="details"
      intro={<p className={`${Classes.TEXT_MUTED} fc-flush`}>{t('third.detailsIntro')}</p>}
      fields={definitionFilters(ACCOUNTS, t)}
      columns={[
        ...definitionColumns(ACCOUNTS, t, { cells: FLEET_NAME }),
        [
          t('list.actions'),
          (r) => (
            <span className="fc-inline fc-inline-lg">
              <Link
                to={`/thirdManage/fleetAccountDetails?fleetId=${encodeURIComponent(displayText(r.fleetId))}`}
                aria-label={`${t('third.accountFlows')} ${displayText(r.fleetName)}`}
              >
                {t('third.accountFlows')}
              </Link>
              <Link
                to={`/fleetcard/fleetcard?fleetId=${encodeURIComponent(displayText(r.fleetId))}`}
                aria-label={`${t('third.cards')} ${displayText(r.fleetName)}`}
              >
                {t('third.cards')}
              </Link>
            </span>
          ),
        ],
      ]}
    />
  );
}

/** /thirdManage/agentDetails: supplier accounts. */
export function AgentDetailsPage() {
  const { t } = useTranslation('fleet');
  return (
    <ThirdListPage
      page="agentDetails"
      fields={definitionFilters(SUPPLIER_ACCOUNTS, t)}
      columns={definitionColumns(SUPPLIER_ACCOUNTS, t, { only: AGENT_DETAIL_COLUMNS })}
    />
  );
}

/** The flows' kind and direction as their tags, the owner as its name or masked phone. */
const FLOW_CELLS: Record<string, (r: Row) => ReactNode> = {
  ...FLEET_NAME,
  userPhone: (r) => maskPhone(displayText(r.userPhone)),
  flowType: (r) => <StatusTag table={codeTable(FLEET_STATUS_TABLES.flowType)} code={r.flowType} />,
  direction: (r) => <StatusTag table={codeTable(FLEET_STATUS_TABLES.direction)} code={r.direction} />,
};

/** /thirdManage/fleetAccountDetails (?fleetId=): the fleet account flows. */
export function FleetAccountDetailsPage() {
  const { t } = useTranslation('fleet');
  const fields = definitionFilters(FLEET_FLOWS, t, { flowType: useFlowTypeOptions() });
  return <ThirdListPage page="fleetAccountDetails" fields={fields} columns={definitionColumns(FLEET_FLOWS, t, { cells: FLOW_CELLS })} />;
}

/** The 第三方 list pages: their titles, list ids, families, and the filters a drill-down may give in the address. */
const THIRD_LISTS = {
  details: { title: 'third.details', id: 'third-details', family: 'fleet-account', addressed: ['fleetId'] },
  agentDetails: { title: 'third.agentDetails', id: 'third-suppliers', family: 'supplier-account', addressed: [] },
  fleetAccountDetails: {
    title: 'third.fleetAccountDetails',
    id: 'third-fleet-flows',
    family: 'fleet-account-flow',
    addressed: ['fleetId'],
  },
} as const;

/** A 第三方 page (routes:thirdManage.<page>): one family's list under the page's title. */
function ThirdListPage({
  page,
  intro,
  fields,
  columns,
}: {
  page: keyof typeof THIRD_LISTS;
  intro?: ReactNode;
  fields: FilterField[];
  columns: Column[];
}) {
  const { t } = useTranslation('fleet');
  useDocumentTitle(`routes:thirdManage.${page}`);
  const [params] = useSearchParams();
  const { title, id, family, addressed } = THIRD_LISTS[page];
  return (
    <PageFrame title={t(title)}>
      {intro}
      <FilteredList
        id={id}
        family={family}
        label={t(title)}
        fields={fields}
        initial={addressFilters(params, [...addressed])}
        columns={columns}
      />
    </PageFrame>
  );
}

/** /thirdManage/foreignDetail (?userPhone=): recharge and spending of a phone. */
export function ForeignDetailPage() {
  const { t } = useTranslation('fleet');
  useDocumentTitle('routes:thirdManage.foreignDetail');
  const [params] = useSearchParams();
  const [tab, setTab] = useState<'all' | 'expense'>('all');
  const fields = definitionFilters(PHONE_FLOWS, t);
  const list = (kind: 'all' | 'expense') => (
    <FilteredList
      id={`third-phone-${kind}`}
      queryKey={['flows-by-phone', 'third', kind]}
      label={t(kind === 'all' ? 'third.all' : 'third.expense')}
      fields={fields}
      initial={addressFilters(params, ['userPhone'])}
      columns={definitionColumns(PHONE_FLOWS, t, { cells: FLOW_CELLS })}
      load={async (q, signal) => {
        // the flows belong to a phone: nothing is listed until one is given
        if (!String(q.userPhone ?? '').trim()) return { records: [], total: 0, size: 10, current: 1, pages: 0 };
        return api.flowsByPhone(kind, q, signal);
      }}
    />
  );
  return (
    <PageFrame title={t('third.foreignDetail')}>
      {!params.get('userPhone') ? (
        <Callout intent={Intent.PRIMARY} icon="info-sign">
          {t('third.phoneRequired')}
        </Callout>
      ) : null}
      <Tabs id="third-foreign" selectedTabId={tab} onChange={(id) => setTab(id as 'all' | 'expense')} renderActiveTabPanelOnly>
        <Tab id="all" title={t('third.all')} panel={list('all')} />
        <Tab id="expense" title={t('third.expense')} panel={list('expense')} />
      </Tabs>
    </PageFrame>
  );
}
