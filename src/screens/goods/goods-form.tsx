/**
 * One goods record as typed (spec 001 §3, §7 "Goods"): name, goods code, classification (chosen from the library's
 * classifications), brand, cost and sale price in ¥ (kept in fen), tax rate as a percentage, stock. Used by the single
 * editor and by every row of the batch add; the checks run on 下一步, before the duplicate query and the confirmation.
 */
import { HTMLSelect } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { classifications, type Classification, type GoodsBody, type Row } from '@services/api/goods/calls';
import { parseTaxRate, skuOf } from '@services/api/goods/status';
import { FormField, TextField } from '@/components/form-field';
import { useRequest } from '@/components/use-request';
import { displayText } from '@/lib/display';
import { formatFenPlain, parseFen } from '@/lib/money';
import '@/i18n/goods-namespace';
import './goods.css';

/** The fields of a goods record, as typed. */
export interface GoodsDraft {
  goodsName: string;
  skuId: string;
  classifyId: string;
  brandName: string;
  costPrice: string;
  salePrice: string;
  taxRate: string;
  stock: string;
}
export type DraftField = keyof GoodsDraft;

/** The order the fields are shown and checked in (the first in error takes the focus). */
export const DRAFT_FIELDS: readonly DraftField[] = [
  'goodsName',
  'skuId',
  'classifyId',
  'brandName',
  'costPrice',
  'salePrice',
  'taxRate',
  'stock',
];

/** A new record's fields; the tax rate starts as the tenant's. */
export const emptyDraft = (taxRate = ''): GoodsDraft => ({
  goodsName: '',
  skuId: '',
  classifyId: '',
  brandName: '',
  costPrice: '',
  salePrice: '',
  taxRate,
  stock: '',
});

const yuanText = (fen: unknown) => (fen === null || fen === undefined || fen === '' ? '' : formatFenPlain(Number(fen)));

/** A listed record's fields, to edit. */
export const draftOf = (row: Row): GoodsDraft => ({
  goodsName: displayText(row.goodsName),
  skuId: displayText(row.skuId),
  classifyId: displayText(row.classifyId),
  brandName: displayText(row.brandName),
  costPrice: yuanText(row.costPrice),
  salePrice: yuanText(row.salePrice),
  taxRate: displayText(row.taxRate).replace(/%$/, ''),
  stock: displayText(row.stock),
});

export type DraftErrors = Partial<Record<DraftField, string>>;

/** What is wrong with a draft (texts), field by field; empty when it may be sent. */
export function draftErrors(d: GoodsDraft, t: TFunction<'goods'>): DraftErrors {
  const out: DraftErrors = {};
  const required = (f: DraftField, label: string) => {
    if (!d[f].trim()) out[f] = t('error.required', { field: label });
  };
  required('goodsName', t('field.goodsName'));
  required('skuId', t('field.skuId'));
  required('classifyId', t('field.classify'));
  required('salePrice', t('field.salePrice'));
  for (const f of ['costPrice', 'salePrice'] as const) {
    if (out[f] || !d[f].trim()) continue;
    if (typeof parseFen(d[f]) !== 'number') out[f] = t('error.price');
  }
  if (d.taxRate.trim() && parseTaxRate(d.taxRate) === null) out.taxRate = t('error.taxRate');
  if (d.stock.trim() && !/^\d+$/.test(d.stock.trim())) out.stock = t('error.stock');
  return out;
}

/** What a checked draft sends: money in fen, the tax rate as its number of percent, the classification's name. */
export function bodyOf(d: GoodsDraft, classes: readonly Classification[], id?: string): GoodsBody {
  const fen = (s: string) => (s.trim() ? (parseFen(s) as number) : 0);
  return {
    ...(id ? { id } : {}),
    goodsName: d.goodsName.trim(),
    skuId: skuOf(d.skuId),
    classifyId: d.classifyId,
    classifyName: classes.find((c) => c.classifyId === d.classifyId)?.classifyName ?? '',
    brandName: d.brandName.trim(),
    costPrice: fen(d.costPrice),
    salePrice: fen(d.salePrice),
    taxRate: d.taxRate.trim() ? String(parseTaxRate(d.taxRate)) : '',
    stock: d.stock.trim() ? Number(d.stock.trim()) : 0,
  };
}

/** The library's classifications, read once through the cache. */
export function useClassifications(): readonly Classification[] {
  const state = useRequest(['goods-v2', 'classify'], (signal) => classifications(signal));
  return state.status === 'done' ? state.data : [];
}

/** The fields of one draft; `prefix` keeps the ids of several drafts apart. */
export function GoodsFields({
  prefix,
  draft,
  errors,
  disabled,
  classes,
  onChange,
}: {
  prefix: string;
  draft: GoodsDraft;
  errors: DraftErrors;
  disabled?: boolean;
  classes: readonly Classification[];
  onChange: (patch: Partial<GoodsDraft>) => void;
}) {
  const { t } = useTranslation('goods');
  const text = (f: DraftField, label: string, more: { required?: boolean; unit?: string; helper?: string; numeric?: boolean } = {}) => (
    <TextField
      label={label}
      id={`${prefix}-${f}`}
      required={more.required}
      error={errors[f]}
      helper={more.helper}
      value={draft[f]}
      input={{
        disabled,
        autoComplete: 'off',
        ...(more.numeric ? { inputMode: 'decimal' as const } : {}),
        ...(more.unit === '¥' ? { leftElement: <span className="fc-input-unit">¥</span> } : {}),
        ...(more.unit === '%' ? { rightElement: <span className="fc-input-unit">%</span> } : {}),
      }}
      onValueChange={(v) => onChange({ [f]: v })}
    />
  );
  return (
    <div className="fc-goods-fields">
      {text('goodsName', t('field.goodsName'), { required: true })}
      {text('skuId', t('field.skuId'), { required: true })}
      <FormField label={t('field.classify')} id={`${prefix}-classifyId`} required error={errors.classifyId}>
        {(control) => (
          <HTMLSelect
            {...control}
            fill
            value={draft.classifyId}
            disabled={disabled}
            onChange={(e) => onChange({ classifyId: e.currentTarget.value })}
          >
            <option value="">{t('form.chooseClassify')}</option>
            {classes.map((c) => (
              <option key={c.classifyId} value={c.classifyId}>
                {c.classifyName}
              </option>
            ))}
          </HTMLSelect>
        )}
      </FormField>
      {text('brandName', t('field.brandName'))}
      {text('costPrice', t('field.costPrice'), { unit: '¥', numeric: true })}
      {text('salePrice', t('field.salePrice'), { required: true, unit: '¥', numeric: true })}
      {text('taxRate', t('field.taxRate'), { unit: '%', numeric: true, helper: t('form.taxRateHint') })}
      {text('stock', t('field.stock'), { numeric: true })}
    </div>
  );
}
