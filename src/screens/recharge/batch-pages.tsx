/**
 * Batch purchasing (spec 002 §2 /batchCharging/*): the purchasing centre, placing a batch order with an SMS code
 * (buyGoodsList, totalPayMoney, phone, code) and the product list query.
 */
import { formEditable } from '@machines/sms-payment/sms-payment.selectors';
import '@/i18n/recharge-namespace';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Callout, Classes, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { requireResource } from '@services/resources/registry';
import { DataTable, type DataColumn } from '@/components/data-table';
import { definitionColumns } from '@/screens/resource/definition-columns';
import '@/i18n/resources-namespace';
import * as api from '@services/api/recharge/calls';
import { useRequest } from '@/components/use-request';
import { orderDraft, type ProductLine } from './drafts';
import { DraftProblem, PaymentConfirm, PaymentDone, SmsCodeSection, usePaymentForm, useSmsPayment } from './sms-payment-form';
import { FUNDS_KEY, FundsBar, FundFlows, useReadAgainWhenShown } from './recharge-funds';
import { TextSearch } from './text-search';
import { displayFen } from '@/lib/money';
import { PageFrame } from '@/components/page-frame';
import '@/components/components.css';
import './recharge.css';

/** The batch products are the platform's goods: their columns are the goods family's (services/resources/definitions/goods.ts). */
const GOODS = requireResource('tenant-goods');
const goodsColumns = (t: TFunction<['recharge', ...string[]]>, only: readonly string[]) =>
  definitionColumns<api.Product>(GOODS, t, { only });
/** The price a batch product is bought at (its sale price). */
const priceColumn = (t: TFunction<['recharge', ...string[]]>): DataColumn<api.Product> => [
  t('field.price'),
  (p) => displayFen(p.priceFen),
  'money',
];

/** /batchCharging/purchasingCenter (menu): funds, products and the way to place an order. */
export function PurchasingCenterPage() {
  const { t } = useTranslation('recharge');
  const navigate = useNavigate();
  return (
    <PageFrame
      title={t('batch.centerTitle')}
      actions={
        <Button
          intent={Intent.PRIMARY}
          icon="shopping-cart"
          text={t('batch.placeOrder')}
          onClick={() => navigate('/batchCharging/purchasingCenter/detail')}
        />
      }
    >
      <FundsBar />
      <ProductTable />
      <h3 className={Classes.HEADING}>{t('funds.flows')}</h3>
      <FundFlows />
    </PageFrame>
  );
}

/** /batchCharging/classification/productListQuery: the batch products, searchable by name. */
export function ProductListQueryPage() {
  const { t } = useTranslation('recharge');
  return (
    <PageFrame title={t('batch.productsTitle')}>
      <ProductTable searchable />
    </PageFrame>
  );
}

function ProductTable({ searchable = false }: { searchable?: boolean }) {
  const { t } = useTranslation('recharge');
  const [query, setQuery] = useState('');
  useReadAgainWhenShown(['goods', 'products']);
  const state = useRequest(['goods', 'products', query], (signal) => api.products({ current: 1, size: 50, goodsName: query }, signal));
  return (
    <div className="fc-stack">
      {searchable && <TextSearch id="product-name" label={t('field.goodsName')} onSearch={setQuery} />}
      {state.status === 'loading' ? <Spinner size={24} aria-label={t('common.loading')} /> : null}
      {state.status === 'failed' ? <Callout intent={Intent.DANGER} title={t('common.loadFailed')} /> : null}
      {state.status === 'done' && state.data.records.length === 0 ? <NonIdealState icon="inbox" title={t('common.empty')} /> : null}
      {state.status === 'done' && state.data.records.length > 0 ? (
        <DataTable
          label={t('batch.productsTitle')}
          rows={state.data.records}
          columns={[...goodsColumns(t, ['goodsName', 'classifyName', 'brandName']), priceColumn(t), ...goodsColumns(t, ['stock'])]}
        />
      ) : null}
    </div>
  );
}

/** /batchCharging/purchasingCenter/detail: quantities per product, the paying phone and its SMS code. */
export function PurchasingDetailPage() {
  const { t } = useTranslation(['recharge', 'validation']);
  const state = useRequest([...FUNDS_KEY, 'batch-order-form'], async (signal) => {
    const [products, funds, phone] = await Promise.all([
      api.products({ current: 1, size: 50 }, signal),
      api.tempMoney(signal),
      api.tenantPhone(signal).catch(() => ''),
    ]);
    return { products: products.records, funds, phone };
  });
  return (
    <PageFrame title={t('batch.orderTitle')}>
      {state.status === 'loading' ? <Spinner size={32} aria-label={t('common.loading')} /> : null}
      {state.status === 'failed' ? <Callout intent={Intent.DANGER} title={t('common.loadFailed')} /> : null}
      {state.status === 'done' ? (
        <BatchOrderForm products={state.data.products} availableFen={state.data.funds.balanceFen} initialPhone={state.data.phone} />
      ) : null}
    </PageFrame>
  );
}

function BatchOrderForm({ products, availableFen, initialPhone }: { products: api.Product[]; availableFen: number; initialPhone: string }) {
  const { t } = useTranslation(['recharge', 'validation']);
  const navigate = useNavigate();
  const payment = useSmsPayment('batchOrder');
  const [snap] = payment;
  const lines: ProductLine[] = useMemo(
    () => products.map((p) => ({ id: p.id, goodsName: p.goodsName, priceFen: p.priceFen, stock: p.stock })),
    [products],
  );
  const { form, parsed, edit, reset } = usePaymentForm(
    payment,
    { quantities: {} as Record<string, string>, phone: initialPhone },
    { lines, availableFen },
    (f, c) => orderDraft({ products: c.lines, quantities: f.quantities, phone: f.phone, availableFen: c.availableFen }),
  );
  const quantities = form.quantities;
  const editable = formEditable(snap);

  if (snap.hasTag('done')) {
    return (
      <PaymentDone
        payment={payment}
        title={t('batch.placed')}
        onAgain={() => reset({ quantities: {}, phone: form.phone })}
        extra={<Button text={t('batch.backToCentre')} onClick={() => navigate('/batchCharging/purchasingCenter')} />}
      />
    );
  }
  return (
    <form aria-label={t('batch.orderTitle')} onSubmit={(e) => e.preventDefault()} className="fc-stack-lg">
      <p className="fc-flush">
        {t('funds.balance')}: <strong>{displayFen(availableFen)}</strong>
      </p>
      <DataTable
        label={t('batch.goodsList')}
        rows={products}
        columns={[
          ...goodsColumns(t, ['goodsName']),
          priceColumn(t),
          ...goodsColumns(t, ['stock']),
          [
            t('field.quantity'),
            (p) => (
              <InputGroup
                size="small"
                inputMode="numeric"
                className="fc-recharge-amount-cell"
                aria-label={t('batch.quantityOf', { name: p.goodsName })}
                value={quantities[p.id] ?? ''}
                disabled={!editable}
                onValueChange={(v) => edit({ quantities: { ...quantities, [p.id]: v } })}
              />
            ),
          ],
          [
            t('batch.subtotal'),
            (p) => {
              const item = parsed.draft?.items.find((i) => i.goodsId === p.id);
              return item ? displayFen(item.priceFen * item.quantity) : '';
            },
            'money',
          ],
        ]}
      />
      <p className="fc-flush" aria-live="polite">
        {t('pay.total')}: <strong data-testid="batch-total">{parsed.draft ? displayFen(parsed.draft.amountFen) : displayFen(0)}</strong>
      </p>
      <DraftProblem reason={parsed.reason} />
      <SmsCodeSection payment={payment} phone={form.phone} onPhone={(v) => edit({ phone: v })} />
      <PaymentConfirm payment={payment} title={t('batch.confirmTitle')} />
    </form>
  );
}
