/**
 * Fleet settlement divides (spec 001 §7 "Fleets": /api/fleet/fleet settlementDivide/page, settlementDivide/detail,
 * exportSettlementDivide): the divides of each settlement by day with filters (fleet, settlement days, divide state),
 * the divide detail of one settlement on one day (date and fleetSettlementId, spec 001 §3), and the export of the
 * current filters as a file fetched with the auth header (文件地址不支持下载 when the answer is not a file).
 */
import { RowButton } from '@/components/row-button';
import '@/i18n/fleet-namespace';
import '@/i18n/resources-namespace';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { DataTable } from '@/components/data-table';
import * as api from '@services/api/fleets/calls';
import { DIVIDE_STATUS } from '@services/api/fleets/status';
import { ApiError } from '@services/http/errors';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { maskBankCard } from '@/lib/mask';
import { saveFile } from '@/lib/save-file';
import { FilteredList, definitionFilters, fieldColumns, fieldFacts, type Column, type Row } from './fleet-filters';
import { definitionColumns } from '@/screens/resource/definition-columns';
import { requireResource } from '@services/resources/registry';
import { addressFilters } from '@/components/paged-list';
import { displayText } from '@/lib/display';
import { FactsPanel } from '@/components/facts-panel';
import { PageFrame } from '@/components/page-frame';
import { StatusTag } from '@/components/status-tag';
import { codeTable } from '@services/api/status-info';
import { FLEET_STATUS_TABLES } from '@services/api/fleets/status';
import { LoadFailed } from './load-failed';
import '@/components/components.css';
import { useInvalidate } from '@/components/query-client';
import { formatDateTime } from '@/lib/intl';

/** The family of the divides (services/resources/definitions/settlement.ts). */
const DIVIDES = requireResource('fleet-settlement-divide');

type Target = { fleetSettlementId: string; date: string; fleetName: string };

/** The settlement divides with their filters, the detail of one divide, and the export. */
export function FleetDividesPage() {
  const { t } = useTranslation('fleet');
  const [params] = useSearchParams();
  const [open, setOpen] = useState<Target | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const running = useRef(false);

  const runExport = async (query: Record<string, string>) => {
    if (running.current) return;
    running.current = true;
    setExporting(true);
    setExportFailed(false);
    try {
      const file = await api.exportDivides(query, `${t('settlement.title')}.csv`);
      saveFile(file.blob, file.fileName);
      notifySuccess(t('settlement.exported', { name: file.fileName }));
    } catch (e) {
      if (!(e instanceof ApiError && (e.kind === 'cancelled' || e.kind === 'unauthorized'))) setExportFailed(true);
    } finally {
      running.current = false;
      setExporting(false);
    }
  };

  const fields = definitionFilters(DIVIDES, t, {
    divideStatus: Object.values(DIVIDE_STATUS).map((s): [string, string] => [String(s.code), t(`status.divide.${s.code}`)]),
  });
  const columns: Column[] = [
    ...definitionColumns(DIVIDES, t, {
      cells: {
        date: (r) => formatDateTime(r.date, undefined, 'date'),
        bankCardNumber: (r) => (r.bankCardNumber ? maskBankCard(displayText(r.bankCardNumber)) : ''),
        divideStatus: (r) => <StatusTag table={codeTable(FLEET_STATUS_TABLES.divide)} code={r.divideStatus} />,
      },
    }),
    [
      t('list.actions'),
      (r) => (
        <RowButton
          text={t('settlement.detail')}
          of={`${displayText(r.fleetName)} ${formatDateTime(r.date, undefined, 'date')}`}
          intent={Intent.PRIMARY}
          onClick={() =>
            setOpen({
              fleetSettlementId: displayText(r.fleetSettlementId),
              date: displayText(r.date).slice(0, 10),
              fleetName: displayText(r.fleetName),
            })
          }
        />
      ),
    ],
  ];
  return (
    <PageFrame title={t('settlement.title')} documentTitle="fleet:settlement.title">
      <FilteredList
        id="fleet-divides"
        family="fleet-settlement-divide"
        label={t('settlement.list')}
        fields={fields}
        initial={addressFilters(params, ['fleetId', 'fleetSettlementId'])}
        columns={columns}
        toolbar={(query) => (
          <Button icon="export" text={t('settlement.export')} loading={exporting} onClick={() => void runExport(query)} />
        )}
      />
      <Dialog isOpen={exportFailed} title={t('settlement.export')} onClose={() => setExportFailed(false)}>
        <DialogBody>
          <Callout intent={Intent.DANGER}>{t('settlement.exportFailed')}</Callout>
        </DialogBody>
        <DialogFooter actions={<Button text={t('settlement.close')} onClick={() => setExportFailed(false)} />} />
      </Dialog>
      {open ? <DivideDetailDialog target={open} onClose={() => setOpen(null)} /> : null}
    </PageFrame>
  );
}

/** The orders divided for one settlement on one day. */
function DivideDetailDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  const { t } = useTranslation('fleet');
  const invalidate = useInvalidate();
  const detailKey = ['fleet-settlement-divide', 'detail', target.fleetSettlementId, target.date];
  const state = useRequest(detailKey, (signal) => api.divideDetail(target.fleetSettlementId, target.date, signal));
  const title = t('settlement.detailTitle', { fleet: target.fleetName, date: target.date });
  let body: React.ReactNode;
  if (state.status === 'loading') body = <Spinner size={24} aria-label={t('list.loading')} />;
  else if (state.status === 'failed') {
    body = <LoadFailed title={t('settlement.detailFailed')} error={state.error} onRetry={() => invalidate(detailKey)} />;
  } else {
    const d = state.data;
    const records = Array.isArray(d.records) ? (d.records as Row[]) : [];
    body = (
      <div className="fc-stack-lg">
        <FactsPanel
          label={t('settlement.detailFacts')}
          items={[
            [t('settlement.date'), target.date],
            [t('field.fleetName'), target.fleetName],
            ...fieldFacts(t, d, ['totalAmount', 'divideAmount'], ['totalAmount', 'divideAmount']),
          ]}
        />
        {records.length === 0 ? (
          <NonIdealState icon="inbox" title={t('settlement.noOrders')} />
        ) : (
          <DataTable
            label={t('settlement.orders')}
            rows={records}
            columns={fieldColumns(
              t,
              ['orderNo', 'oilNo', 'amount', 'divideAmount', 'feeAmount', 'receiverName'],
              ['amount', 'divideAmount', 'feeAmount'],
            )}
          />
        )}
      </div>
    );
  }
  return (
    <Dialog isOpen title={title} onClose={onClose} className="fc-dialog-wide">
      <DialogBody>{body}</DialogBody>
      <DialogFooter actions={<Button text={t('settlement.close')} onClick={onClose} />} />
    </Dialog>
  );
}
