/**
 * Account and withdrawal screens (spec 002 §2, §7 "Supplier accounts", "Withdrawals"): /fleet/withdrawal (accounts,
 * totals, the withdrawal dialog), /fleet/withdrawrecord, /fleet/supplierAccountFlow, /withdrawal/orderDetails and
 * /withdrawal/withdrawalDetails (an account's lists, or one record with `?id=`).
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonGroup, Card, Intent } from '@blueprintjs/core';
import * as api from '@services/api/money/withdrawal';
import { useRequest } from '@/components/use-request';
import { useDocumentTitle } from '@/components/use-document-title';
import type { Row } from '@/components/data-table';
import { requireResource } from '@services/resources/registry';
import { definitionColumns } from '@/screens/resource/definition-columns';
import '@/i18n/resources-namespace';
import { WithdrawDialog, type WithdrawTarget } from './withdraw-dialog';
import { maskBankCard } from '@/lib/mask';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';
import { FactsPanel } from '@/components/facts-panel';
import { PageFrame } from '@/components/page-frame';
import { StatusTag } from '@/components/status-tag';
import { codeTable } from '@services/api/status-info';
import { STATUS_TABLES } from '@services/api/money/status';
import { PagedList } from '@/components/paged-list';
import type { PageQuery } from '@/components/paged-list';
import type { Page } from '@services/http/envelope';
import { RequestView } from '@/components/request-view';
import { RowLink } from '@/components/row-link';
import { useInvalidate } from '@/components/query-client';
import { StatusFilter } from './status-filter';
import { fenFacts } from './fen-facts';
import { formatDateTime } from '@/lib/intl';

/** The lists show their families' columns (services/resources/definitions/accounts.ts); cards masked, states as tags. */
const CELLS: Readonly<Record<string, (row: Row) => ReactNode>> = {
  bankCardNumber: (r) => maskBankCard(displayText(r.bankCardNumber)),
  withdrawStatus: (r) => <StatusTag table={codeTable(STATUS_TABLES.withdraw)} code={r.withdrawStatus} />,
};
type Translate = (k: string, o: { defaultValue: string }) => string;
export const withdrawColumns = (t: Translate) => definitionColumns(requireResource('withdraw-record'), t, { cells: CELLS });
const accountColumns = (t: Translate) => definitionColumns(requireResource('supplier-account'), t, { cells: CELLS });
const flowColumns = (t: Translate) => definitionColumns(requireResource('supplier-account-flow'), t, { cells: CELLS });

/** /fleet/withdrawal: the caller's accounts with totals; 提现 opens the withdrawal of the account's kind. */
export function SupplierAccountPage() {
  const { t } = useTranslation('money');
  const [target, setTarget] = useState<WithdrawTarget | null>(null);
  const invalidate = useInvalidate();
  const totals = useRequest(['supplier-account', 'totals'], (signal) => api.accountTotals(signal));
  return (
    <PageFrame title={t('account.title')} documentTitle="money:account.title">
      <Card>
        <RequestView state={totals}>
          {(d) => (
            <FactsPanel
              label={t('account.totals')}
              items={[
                [t('field.accountCount'), displayText(d.accountCount)],
                ...fenFacts(d, ['balance', 'frozenAmount', 'withdrawableAmount', 'withdrawnAmount'], (f) => t(`field.${f}`)),
              ]}
            />
          )}
        </RequestView>
      </Card>
      <PagedList
        queryKey={['supplier-account', 'page']}
        label={t('account.accounts')}
        columns={accountColumns(t)}
        load={(p, _f, signal) => api.getPage('supplier-account', 'page', p, signal)}
        actions={(row) => (
          <ButtonGroup variant="minimal">
            {api.WITHDRAW_VARIANTS.includes(row.accountType as api.WithdrawVariant) && (
              <Button
                size="small"
                intent={Intent.PRIMARY}
                text={t('account.withdraw')}
                aria-label={`${t('account.withdraw')} ${displayText(row.accountName)}`}
                onClick={() =>
                  setTarget({
                    accountId: displayText(row.id),
                    variant: row.accountType as api.WithdrawVariant,
                    name: displayText(row.accountName),
                  })
                }
              />
            )}
            <RowLink path="/fleet/supplierAccountFlow" param="accountId" id={row.id} text={t('account.flow')} />
            <RowLink path="/withdrawal/withdrawalDetails" param="accountId" id={row.id} text={t('account.withdrawals')} />
            <RowLink path="/withdrawal/orderDetails" param="accountId" id={row.id} text={t('account.orders')} />
          </ButtonGroup>
        )}
      />
      {target && (
        <WithdrawDialog
          target={target}
          onClose={(changed) => {
            setTarget(null);
            // a withdrawal changes the accounts, their totals and their flows
            if (changed) invalidate(['supplier-account'], ['supplier-account-flow']);
          }}
        />
      )}
    </PageFrame>
  );
}

/** /fleet/withdrawrecord: every withdraw record the caller may see, by status. */
export function WithdrawRecordsPage() {
  const { t } = useTranslation('money');
  const [params] = useSearchParams();
  // the filter kept in the address by the list: a reload shows the same rows
  const [status, setStatus] = useState(() => params.get('withdrawStatus') ?? '');
  return (
    <PageFrame title={t('records.title')} documentTitle="money:records.title">
      <StatusFilter flow="withdraw" id="withdraw-status" label={t('field.withdrawStatus')} value={status} onChange={setStatus} />
      <PagedList
        queryKey={['supplier-account', 'withdrawals', '']}
        filters={{ withdrawStatus: status }}
        label={t('records.title')}
        columns={withdrawColumns(t)}
        load={(p, f, signal) => api.pageWithdrawals({ ...p, ...f }, signal)}
        actions={(row) => <RowLink path="/withdrawal/withdrawalDetails" id={row.id} text={t('common.view')} />}
      />
    </PageFrame>
  );
}

/** /fleet/supplierAccountFlow: the account flow (optionally of one account, `?accountId=`). */
export function SupplierAccountFlowPage() {
  const { t } = useTranslation('money');
  const [params] = useSearchParams();
  const accountId = params.get('accountId') ?? '';
  return (
    <PageFrame title={t('records.flowTitle')} documentTitle="money:records.flowTitle">
      <PagedList
        queryKey={['supplier-account-flow', 'page', accountId]}
        label={t('records.flowTitle')}
        columns={flowColumns(t)}
        load={(p, _f, signal) => api.getPage('supplier-account-flow', 'page', { ...p, ...(accountId ? { accountId } : {}) }, signal)}
        actions={(row) => <RowLink path="/withdrawal/orderDetails" id={row.id} text={t('common.view')} />}
      />
    </PageFrame>
  );
}

function RecordFacts({ row }: { row: Row }) {
  const { t } = useTranslation('money');
  return (
    <FactsPanel
      label={t('records.detailTitle')}
      items={[
        [t('field.withdrawNo'), displayText(row.withdrawNo)],
        [t('field.accountName'), displayText(row.accountName)],
        [t('field.variant'), row.variant ? t(`variant.${displayText(row.variant)}`) : ''],
        [t('field.withdrawalAmount'), displayFen(row.withdrawalAmount)],
        [t('field.fee'), displayFen(row.fee)],
        [t('field.actualAmount'), displayFen(row.actualAmount)],
        [t('field.bankName'), displayText(row.bankName)],
        [t('field.bankCardNumber'), maskBankCard(displayText(row.bankCardNumber))],
        [t('field.withdrawStatus'), <StatusTag key="s" table={codeTable(STATUS_TABLES.withdraw)} code={row.withdrawStatus} />],
        [t('common.operator'), displayText(row.operator)],
        [t('common.createTime'), formatDateTime(row.createTime)],
        [t('field.payTime'), formatDateTime(row.payTime)],
        [t('field.rejectReason'), displayText(row.rejectReason)],
      ]}
    />
  );
}

/**
 * A records page of the supplier accounts: one record by `?id=` (its facts), else the records of `?accountId=`, or
 * of every account when none is named.
 */
function AccountRecordsPage({
  title,
  detailTitle,
  documentTitle,
  kind,
  readOne,
  facts,
  columns,
  load,
  actions,
}: {
  title: string;
  detailTitle: string;
  documentTitle: string;
  /** What the records are, in the cache keys under `supplier-account`. */
  kind: 'withdrawal' | 'fund-order';
  readOne: (id: string, signal: AbortSignal) => Promise<Row>;
  facts: (row: Row) => ReactNode;
  columns: Parameters<typeof PagedList>[0]['columns'];
  load: (page: PageQuery, accountId: string, signal: AbortSignal) => Promise<Page<Row>>;
  actions?: (row: Row) => ReactNode;
}) {
  useDocumentTitle(documentTitle);
  const [params] = useSearchParams();
  const id = params.get('id');
  const accountId = params.get('accountId') ?? '';
  const one = useRequest(id ? ['supplier-account', kind, id] : null, (signal) => readOne(id ?? '', signal));
  if (id) {
    return (
      <PageFrame title={detailTitle}>
        <Card>
          <RequestView state={one}>{facts}</RequestView>
        </Card>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <PagedList
        queryKey={['supplier-account', `${kind}s`, accountId]}
        label={title}
        columns={columns}
        load={(p, _f, signal) => load(p, accountId, signal)}
        {...(actions ? { actions } : {})}
      />
    </PageFrame>
  );
}

/** /withdrawal/withdrawalDetails: one withdrawal (`?id=`, selectWithdrawalDetailById) or an account's withdrawals (`?accountId=`). */
export function WithdrawalDetailsPage() {
  const { t } = useTranslation('money');
  return (
    <AccountRecordsPage
      title={t('records.withdrawalsTitle')}
      detailTitle={t('records.detailTitle')}
      documentTitle="money:records.withdrawalsTitle"
      kind="withdrawal"
      readOne={(id, signal) => api.getRecord('supplier-account', 'selectWithdrawalDetailById', { flowId: id }, signal)}
      facts={(row) => <RecordFacts row={row} />}
      columns={withdrawColumns(t)}
      load={(p, accountId, signal) =>
        accountId
          ? api.getPage('supplier-account', 'selectWithdrawalDetail', { ...p, id: accountId }, signal)
          : api.pageWithdrawals(p, signal)
      }
      actions={(row) => <RowLink path="/withdrawal/withdrawalDetails" id={row.id} text={t('common.view')} />}
    />
  );
}

/** /withdrawal/orderDetails: one fund flow (`?id=`, selectFundOrderDetailById) or an account's fund details (`?accountId=`, orderDetail). */
export function OrderDetailsPage() {
  const { t } = useTranslation('money');
  return (
    <AccountRecordsPage
      title={t('records.ordersTitle')}
      detailTitle={t('records.flowDetail')}
      documentTitle="money:records.ordersTitle"
      kind="fund-order"
      readOne={(id, signal) => api.getRecord('supplier-account', 'selectFundOrderDetailById', { id }, signal)}
      facts={(row) => <FactsPanel label={t('records.flowDetail')} items={flowColumns(t).map(([label, cell]) => [label, cell(row)])} />}
      columns={flowColumns(t)}
      load={(p, accountId, signal) =>
        accountId
          ? api.getPage('supplier-account', 'orderDetail', { ...p, id: accountId }, signal)
          : api.getPage('supplier-account-flow', 'page', p, signal)
      }
    />
  );
}
