/**
 * 供货商资料 (/accounts/supplier-tenant-info; spec 002 §7 "Supplier accounts"): the signed-in company's tenant and bank
 * information as one kind of merchant — read by merchantType, the province and city chosen from the provinces and
 * their cities — checked, then saved by saveOrUpdate (added when the company has none of that type, else changed)
 * after a confirmation in words on the command machine.
 */
import '@/i18n/agents-namespace';
import '@/i18n/resources-namespace';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import * as api from '@services/api/agents/partners';
import { isMobile } from '@services/api/agents/rules';
import { madeSince, type Row } from '@services/api/fields';
import { CommandForm } from '@/components/form-dialog';
import { FormField, TextField, useFocusFirstInvalid } from '@/components/form-field';
import { PageFrame } from '@/components/page-frame';
import { useInvalidate } from '@/components/query-client';
import { notifySuccess } from '@/components/toaster';
import { useCommand } from '@/components/use-command';
import { useRequest } from '@/components/use-request';
import { displayText } from '@/lib/display';
import { maskBankCard } from '@/lib/mask';
import { ChoiceSelect } from '@/screens/fleets/fleet-filters';
import '@/components/components.css';

const TEXT_FIELDS = [
  'tenantName',
  'creditCode',
  'contactName',
  'contactPhone',
  'address',
  'bankName',
  'bankAccountName',
  'bankCardNumber',
] as const;
type TextName = (typeof TEXT_FIELDS)[number];
type Values = Record<TextName | 'province' | 'city', string>;
const OPTIONAL: readonly string[] = ['address'];
const MERCHANT_TYPES = ['1', '2', '3'];

const valuesOf = (r: Row | null): Values =>
  Object.fromEntries([...TEXT_FIELDS, 'province', 'city'].map((f) => [f, displayText(r?.[f])])) as Values;

/** The first problem of each field (an i18n key and its values), or null. */
export function supplierInfoErrors(v: Values): Partial<Record<keyof Values, [string, Record<string, string>?]>> {
  const out: Partial<Record<keyof Values, [string, Record<string, string>?]>> = {};
  for (const f of [...TEXT_FIELDS, 'province', 'city'] as const) {
    if (!OPTIONAL.includes(f) && !v[f].trim()) out[f] = ['supplierInfo.required', { field: f }];
  }
  if (!out.contactPhone && !isMobile(v.contactPhone)) out.contactPhone = ['validation:mobile.format'];
  if (!out.bankCardNumber && !/^\d{12,19}$/.test(v.bankCardNumber.trim())) out.bankCardNumber = ['supplierInfo.bankCardFormat'];
  return out;
}

export function SupplierInfoPage() {
  const { t } = useTranslation(['agents', 'resources']);
  const [merchantType, setMerchantType] = useState('1');
  const record = useRequest([api.SUPPLIER_INFO, merchantType], (signal) => api.tenantInfo(merchantType, signal));
  return (
    <PageFrame title={t('supplierInfo.title')} documentTitle="agents:supplierInfo.title">
      <FormField label={t('supplierInfo.merchantType')} id="supplier-merchant-type" required>
        {(control) => (
          <ChoiceSelect
            {...control}
            choices={MERCHANT_TYPES.map((v): [string, string] => [v, t(`resources:enum.tenantType.${v}`)])}
            placeholder={t('supplierInfo.merchantType')}
            value={merchantType}
            onChange={(v) => v && setMerchantType(v)}
          />
        )}
      </FormField>
      {record.status === 'done' ? (
        <SupplierInfoForm key={merchantType} merchantType={merchantType} record={record.data} />
      ) : record.status === 'failed' ? (
        <Callout intent={Intent.WARNING} role="alert">
          {t('common.loadFailed')}
        </Callout>
      ) : (
        <Spinner size={30} aria-label={t('common.loading')} />
      )}
    </PageFrame>
  );
}

interface InfoWrite {
  body: Row;
  typeName: string;
}

function SupplierInfoForm({ merchantType, record }: { merchantType: string; record: Row | null }) {
  const { t } = useTranslation(['agents', 'resources']);
  const invalidate = useInvalidate();
  const [values, setValues] = useState<Values>(() => valuesOf(record));
  const [tried, setTried] = useState(false);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const provinces = useRequest([api.SUPPLIER_INFO, 'provinces'], (signal) => api.provinces(signal));
  const cities = useRequest(values.province ? [api.SUPPLIER_INFO, 'cities', values.province] : null, (signal) =>
    api.citiesOf(values.province, signal),
  );
  const errors = supplierInfoErrors(values);
  const shown = (k: keyof Values) => {
    const e = tried ? errors[k] : undefined;
    if (!e) return undefined;
    const [key, vars] = e;
    return vars?.field ? t(key, { field: t(`supplierInfo.${vars.field}`) }) : t(key);
  };
  const set = (k: keyof Values) => (v: string) => setValues((old) => ({ ...old, [k]: v, ...(k === 'province' ? { city: '' } : {}) }));
  const typeName = t(`resources:enum.tenantType.${merchantType}`);

  const command = useCommand<InfoWrite>({
    send: (w, key) => api.saveTenantInfo(w.body, key),
    verify: async (w, startedAt, signal) => {
      const now = await api.tenantInfo(String(w.body.merchantType), signal);
      const same =
        now && displayText(now.bankCardNumber) === w.body.bankCardNumber && madeSince(now.updateTime || now.createTime, startedAt);
      return same ? { found: true, record: now } : { found: false };
    },
    found: () => t('supplierInfo.found'),
    onDone: () => {
      notifySuccess(t('supplierInfo.saved'));
      void invalidate([api.SUPPLIER_INFO, merchantType]);
    },
  });
  const busy = command.step !== 'idle';
  const next = () => {
    setTried(true);
    if (Object.keys(errors).length) {
      focusFirstInvalid();
      return;
    }
    const body: Row = { merchantType: Number(merchantType) };
    for (const [k, v] of Object.entries(values)) body[k] = v.trim();
    command.request({ body, typeName });
  };
  const regionChoices = (s: typeof provinces) => (s.status === 'done' ? s.data.map((r): [string, string] => [r.id, r.name]) : []);
  return (
    <>
      {!record && <Callout icon="info-sign">{t('supplierInfo.none')}</Callout>}
      <CommandForm
        label={t('supplierInfo.title')}
        command={command}
        formRef={ref}
        onSubmit={next}
        confirm={(w) => ({
          title: t('supplierInfo.confirmTitle'),
          icon: 'floppy-disk',
          intent: Intent.PRIMARY,
          confirmText: t('supplierInfo.save'),
          lines: [
            [t('supplierInfo.merchantType'), w.typeName],
            [t('supplierInfo.tenantName'), displayText(w.body.tenantName)],
            [t('supplierInfo.bankName'), displayText(w.body.bankName)],
            [t('supplierInfo.bankCardNumber'), maskBankCard(displayText(w.body.bankCardNumber))],
          ],
          request: { url: api.supplierInfoPath('saveOrUpdate'), payload: w.body },
          children: (
            <p>
              {t('supplierInfo.confirmText', {
                name: displayText(w.body.tenantName),
                type: w.typeName,
                bank: displayText(w.body.bankName),
                card: maskBankCard(displayText(w.body.bankCardNumber)),
              })}
            </p>
          ),
        })}
      >
        {TEXT_FIELDS.slice(0, 4).map((f) => (
          <TextField
            key={f}
            label={t(`supplierInfo.${f}`)}
            id={`supplier-${f}`}
            required
            error={shown(f)}
            value={values[f]}
            input={{ disabled: busy }}
            onValueChange={set(f)}
          />
        ))}
        <FormField label={t('supplierInfo.province')} id="supplier-province" required error={shown('province')}>
          {(control) => (
            <ChoiceSelect
              {...control}
              choices={regionChoices(provinces)}
              placeholder={t('supplierInfo.chooseProvince')}
              value={values.province}
              disabled={busy}
              onChange={set('province')}
            />
          )}
        </FormField>
        <FormField label={t('supplierInfo.city')} id="supplier-city" required error={shown('city')}>
          {(control) => (
            <ChoiceSelect
              {...control}
              choices={regionChoices(cities)}
              placeholder={t(values.province ? 'supplierInfo.chooseCity' : 'supplierInfo.provinceFirst')}
              value={regionChoices(cities).some(([c]) => c === values.city) ? values.city : ''}
              disabled={busy || !values.province}
              onChange={set('city')}
            />
          )}
        </FormField>
        {TEXT_FIELDS.slice(4).map((f) => (
          <TextField
            key={f}
            label={t(`supplierInfo.${f}`)}
            id={`supplier-${f}`}
            required={!OPTIONAL.includes(f)}
            error={shown(f)}
            value={values[f]}
            input={{ disabled: busy, ...(f === 'bankCardNumber' ? { inputMode: 'numeric' as const } : {}) }}
            onValueChange={set(f)}
          />
        ))}
        <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text={t('supplierInfo.save')} disabled={busy} />
      </CommandForm>
    </>
  );
}
