/**
 * 平台商品库 (/goods/goods-v2; spec 001 §4, §7 "Goods", spec 000 §6): the platform tenant's own goods list, on the
 * generic list with slots — 新增 and 编辑 open the goods editor (classification picker, tax rate in percent, the
 * duplicate query before the confirmation), 批量新增 adds several goods at once, 上架 / 下架 act on the selected rows,
 * 导出 downloads the goods matching the search, and each row leads to its record with the commodity details.
 */
import { Button } from '@blueprintjs/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import * as api from '@services/api/goods/calls';
import { permitted } from '@services/resources/permissions';
import { requireResource } from '@services/resources/registry';
import { RowLink } from '@/components/row-link';
import { useSession } from '@/components/session-context';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { displayText } from '@/lib/display';
import { saveFile } from '@/lib/save-file';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import type { ListApi, ScreenSlots } from '@/screens/resource/screen-slots';
import { BatchAddDialog, GoodsEditDialog, useShelf } from './goods-dialogs';
import '@/i18n/goods-namespace';

const GOODS = requireResource('goods-v2');

/** The record page of a goods row: its facts and its commodity details. */
export const GOODS_RECORD_PATH = '/goods/goods-v2/record';

/** The tenant's tax rate, which new goods start with (read once through the cache). */
function useTenantTaxRate(): string {
  const tenantId = useSession((s) => s.context.profile?.user?.tenantId ?? '');
  const state = useRequest(tenantId ? [api.GOODS, 'taxRate', tenantId] : null, (signal) => api.tenantTaxRate(tenantId, signal));
  return state.status === 'done' ? state.data : '';
}

/** 导出: the goods matching the list's search (kept in the address), as a file. */
function ExportButton() {
  const { t } = useTranslation('goods');
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const query: Record<string, string> = {};
    for (const f of GOODS.searchFields) {
      const value = params.get(f.field);
      if (value) query[f.field] = value;
    }
    setBusy(true);
    try {
      const file = await api.exportGoods(query, `${t('title.library')}.csv`);
      saveFile(file.blob, file.fileName);
      notifySuccess(t('done.exported', { name: file.fileName }));
    } catch {
      // the transport has told the user (文件地址不支持下载)
    } finally {
      setBusy(false);
    }
  };
  return <Button variant="outlined" icon="download" text={t('toolbar.export')} loading={busy} onClick={() => void run()} />;
}

/** 上架 and 下架 of the selected rows; without a selection they say why they wait. */
function ShelfButtons({
  list,
  may,
  up,
  down,
}: {
  list: ListApi;
  may: (action: string) => boolean;
  up: (rows: readonly api.Row[]) => void;
  down: (rows: readonly api.Row[]) => void;
}) {
  const { t } = useTranslation('goods');
  const none = list.selection.length === 0;
  const why = none ? t('toolbar.chooseFirst') : undefined;
  return (
    <>
      {may('upShelf') && (
        <Button
          variant="outlined"
          icon="upload"
          text={t('toolbar.upShelf')}
          disabled={none}
          title={why}
          onClick={() => up(list.selectedRows())}
        />
      )}
      {may('downShelf') && (
        <Button
          variant="outlined"
          icon="download"
          text={t('toolbar.downShelf')}
          disabled={none}
          title={why}
          onClick={() => down(list.selectedRows())}
        />
      )}
    </>
  );
}

export function GoodsLibraryPage() {
  const { t } = useTranslation('goods');
  const taxRate = useTenantTaxRate();
  // a button shows only when the role's button map has it (`goods_v2_<action>`)
  const buttons = useSession((s) => s.context.profile?.buttons);
  const [batch, setBatch] = useState(false);
  const upShelf = useShelf('upShelf');
  const downShelf = useShelf('downShelf');
  // the toolbar asks through the latest shelf commands (their functions change as the page renders)
  const shelf = useRef({ up: upShelf.ask, down: downShelf.ask });
  shelf.current = { up: upShelf.ask, down: downShelf.ask };
  const slots = useMemo<ScreenSlots>(
    () => ({
      // the toolbar below serves the family's batch add, shelf, export and lookups
      ownActions: true,
      // a record is viewed on its own page, with its commodity details
      without: ['view'],
      toolbar: (list) => {
        const may = (action: string) => permitted(buttons, GOODS.permission, action);
        return (
          <>
            {may('batchAdd') && (
              <Button variant="outlined" icon="add-row-bottom" text={t('toolbar.batchAdd')} onClick={() => setBatch(true)} />
            )}
            <ShelfButtons list={list} may={may} up={(rows) => shelf.current.up(rows)} down={(rows) => shelf.current.down(rows)} />
            {may('export') && <ExportButton />}
          </>
        );
      },
      rowActions: (row) => <RowLink path={GOODS_RECORD_PATH} id={row.id} text={t('row.record')} />,
      cells: {
        taxRate: (row) => (displayText(row.taxRate) ? `${displayText(row.taxRate).replace(/%$/, '')}%` : ''),
      },
      form: {
        render: (request, done) => (
          <GoodsEditDialog row={request.mode === 'edit' ? request.row : undefined} taxRate={taxRate} onClose={done} />
        ),
      },
    }),
    [t, taxRate, buttons],
  );
  return (
    <>
      <ResourceListPage definition={GOODS} slots={slots} />
      {batch && <BatchAddDialog taxRate={taxRate} onClose={() => setBatch(false)} />}
      {upShelf.dialog}
      {downShelf.dialog}
    </>
  );
}

export default GoodsLibraryPage;
