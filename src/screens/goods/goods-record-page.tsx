/**
 * A goods record of the platform library (/goods/goods-v2/record?id=…; spec 001 §7 "Goods"): its facts, read by the
 * family's detail call, and its commodity details (`commodity-detail`, which has no list call of its own: the
 * record's detail answers them) on the generic list with slots — each detail is edited (update) and deleted (remove)
 * there, its cost price and service charge are looked up (costPrice, serviceCharge), and details are saved in batch
 * (saveBatch).
 */
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import * as api from '@services/api/goods/calls';
import { requireResource } from '@services/resources/registry';
import { FactsPanel } from '@/components/facts-panel';
import { PageFrame } from '@/components/page-frame';
import { useInvalidate } from '@/components/query-client';
import { useRequest } from '@/components/use-request';
import { displayText } from '@/lib/display';
import { displayFen } from '@/lib/money';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import { wholePage, type ScreenSlots } from '@/screens/resource/screen-slots';
import '@/i18n/goods-namespace';

const COMMODITY = requireResource('commodity-detail');

/** The record's facts. */
function GoodsFacts({ record }: { record: api.GoodsRecord }) {
  const { t } = useTranslation('goods');
  const rate = displayText(record.taxRate).replace(/%$/, '');
  return (
    <FactsPanel
      wide
      label={t('record.facts')}
      items={[
        [t('field.goodsName'), displayText(record.goodsName)],
        [t('field.skuId'), displayText(record.skuId)],
        [t('field.classify'), displayText(record.classifyName)],
        [t('field.brandName'), displayText(record.brandName)],
        [t('field.costPrice'), displayFen(record.costPrice)],
        [t('field.salePrice'), displayFen(record.salePrice)],
        [t('field.taxRate'), rate ? `${rate}%` : ''],
        [t('field.stock'), displayText(record.stock)],
        [t('field.shelfStatus'), t(`shelf.${Number(record.shelfStatus) === 1 ? '1' : '0'}`)],
      ]}
    />
  );
}

export function GoodsRecordPage() {
  const { t } = useTranslation('goods');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const invalidate = useInvalidate();
  const record = useRequest(id ? [api.GOODS, 'detail', id] : null, (signal) => api.goodsDetail(id, signal));
  const slots = useMemo<ScreenSlots>(
    () => ({
      id: 'commodity',
      title: t('record.details'),
      // the record's detail answers its commodity details
      load: async (_query, signal) => wholePage((await api.goodsDetail(id, signal)).details),
      key: [id],
      unpaged: true,
      // a detail is made with its goods record (or by 批量保存), not one by one
      without: ['add', 'view'],
    }),
    [id, t],
  );
  return (
    <PageFrame
      title={t('title.record')}
      actions={
        <Link className="bp6-button bp6-minimal" to="/goods/goods-v2">
          {t('record.back')}
        </Link>
      }
    >
      {record.status === 'loading' && <Spinner size={30} aria-label={t('record.facts')} />}
      {record.status === 'failed' && (
        <Callout intent={Intent.DANGER} title={t('record.loadFailed')}>
          <Button text={t('record.retry')} onClick={() => void invalidate([api.GOODS, 'detail', id])} />
        </Callout>
      )}
      {record.status === 'done' && <GoodsFacts record={record.data} />}
      {id && <ResourceListPage definition={COMMODITY} slots={slots} />}
    </PageFrame>
  );
}

export default GoodsRecordPage;
