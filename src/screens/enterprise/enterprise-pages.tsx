/**
 * The enterprise info pages of the user menu (spec 000 §2 "/compant/system/*", spec 002 §2):
 *
 * - /compant/system/identitysel: the identities this company may view or apply for — exactly the user menu's tenant
 *   entries (src/components/tenant-entries.ts) — each kept as the session's role type when chosen, then
 *   the page that shows it opens.
 * - /compant/system/compant: the supplier (1) or purchaser (3) information, the identity being the kept role type
 *   (spec 000 l.36), never the address; with none kept, or one this company may not use here, the identity choices
 *   show in its place (the address stays, so the page opens for whoever the user menu offers it to).
 * - /compant/system/enterpriseInformation: the service provider's (2).
 *
 * Each reads the company's information of that identity (services/api/enterprise.ts, always the session's own
 * tenant) and shows it read-only (查看, phone and bank account masked) with its review status when it was filed, or
 * the application form (成为) when it was not — and again, filled in, when it was rejected. The application is a
 * command (docs/flows.md "Commands"): confirmed with what is sent, one Idempotency-Key per operation, and after a lost
 * answer the information is read back. The licence picture is checked before it goes to the OSS upload.
 */
import { Button, Callout, Card, Classes, InputGroup, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { REVIEW_STATUS, REVIEW_STATUS_INFO } from '@services/api/approvals/status';
import {
  BUSINESS_INFO_FIELDS,
  SAVE_INFO_URL,
  fetchBaseInfo,
  fetchBusinessInfo,
  saveBusinessInfo,
  type BusinessInfo,
  type BusinessInfoFields,
  type BusinessInfoSave,
} from '@services/api/enterprise';
import { fetchRoleTypes } from '@services/api/shell';
import type { RoleType } from '@services/api/types/role-type';
import type { UserInfo } from '@services/api/types/session';
import { checkLicense } from '@/lib/license-check';
import { isBlank } from '@/lib/is-empty';
import { maskBankCard, maskPhone } from '@/lib/mask';
import { isSafeImageSource } from '@/lib/url';
import { validateCreditCode, validateMobile } from '@/lib/validators';
import { CommandDialog } from '@/components/command-dialog';
import { PictureField, uploading, usePictureUpload } from '@/components/picture-upload';
import { CommandRound } from '@/components/command-round';
import { FactsPanel, type Fact } from '@/components/facts-panel';
import { FormField, useFocusFirstInvalid } from '@/components/form-field';
import { PageFrame } from '@/components/page-frame';
import { useInvalidate } from '@/components/query-client';
import { useSession } from '@/components/session-context';
import { StatusTag } from '@/components/status-tag';
import { notifySuccess } from '@/components/toaster';
import { useCommand } from '@/components/use-command';
import { useUnsavedGuard } from '@/components/unsaved-guard';
import { useRequest } from '@/components/use-request';
import {
  ENTERPRISE_PATHS,
  keepRoleType,
  keptRoleType,
  openTenantEntry,
  tenantEntries,
  type TenantEntry,
} from '@/components/tenant-entries';
import '@/i18n/enterprise-namespace';
import './enterprise.css';

const NS = 'enterprise';

/** The signed-in user and the tenant entries the user menu offers them (null while the role types load). */
function useTenantEntries(): { user: UserInfo | null; entries: TenantEntry[] | null } {
  const user = useSession((s) => s.context.profile?.user ?? null);
  // the same read as the header's (one cache): a refused call means no role types
  const roleTypes = useRequest(user ? ['role-types', user.tenantId] : null, fetchRoleTypes);
  if (!user || roleTypes.status === 'loading') return { user, entries: null };
  return { user, entries: tenantEntries(user, roleTypes.status === 'done' ? roleTypes.data : []) };
}

function Loading() {
  const { t } = useTranslation(NS);
  return (
    <p className={Classes.TEXT_MUTED} aria-busy="true" role="status">
      {t('loading')}
    </p>
  );
}

// ------------------------------------------------------------------------------------------ identity selection

/** /compant/system/identitysel: the identities the user menu offers, each opening its page with its role type kept. */
export function IdentityPage() {
  const { entries } = useTenantEntries();
  return <IdentityChoices entries={entries} />;
}

/** The identity choices (the user menu's tenant entries): choosing one keeps it and opens the page that shows it. */
function IdentityChoices({ entries }: { entries: TenantEntry[] | null }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <PageFrame title={t('routes:compant.identitysel')} documentTitle="routes:compant.identitysel">
      {entries === null ? (
        <Loading />
      ) : entries.length === 0 ? (
        <NonIdealState icon="office" title={t('identity.none')} description={t('identity.noneHint')} />
      ) : (
        <>
          <p>{t('identity.lead')}</p>
          <ul className="fc-enterprise-identities" aria-label={t('identity.choices')}>
            {entries.map((e) => (
              <li key={e.roleType}>
                <Card>
                  <h3 className={Classes.HEADING}>
                    {t(`type.${e.roleType}`)}{' '}
                    <Tag minimal round intent={e.held ? Intent.SUCCESS : Intent.NONE}>
                      {t(e.held ? 'identity.held' : 'identity.notHeld')}
                    </Tag>
                  </h3>
                  <p className={Classes.TEXT_MUTED}>{t(`describe.${e.roleType}`)}</p>
                  <Button
                    intent={Intent.PRIMARY}
                    icon={e.held ? 'eye-open' : 'add'}
                    text={t(`common:${e.labelKey}`)}
                    onClick={() => openTenantEntry(e, (to) => navigate(to))}
                  />
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}

// ------------------------------------------------------------------------------------------ the information pages

/** /compant/system/compant: the supplier's or purchaser's information, by the kept role type. */
export function CompanyInfoPage() {
  // a choice in the user menu or identity selection navigates here: read the kept type again on every visit
  useLocation();
  const { user, entries } = useTenantEntries();
  const kept = keptRoleType();
  if (!user || entries === null) return <Loading />;
  const entry = entries.find((e) => e.roleType === kept && e.to === ENTERPRISE_PATHS.company);
  // none kept (or one this company may not use here): identity selection, in place — the address stays the page's
  if (!entry) return <IdentityChoices entries={entries} />;
  return <BusinessInfoScreen key={entry.roleType} type={entry.roleType} tenantId={user.tenantId} documentTitle="routes:compant.company" />;
}

/** /compant/system/enterpriseInformation: the service provider's information. */
export function ProviderInfoPage() {
  const { user, entries } = useTenantEntries();
  if (!user || entries === null) return <Loading />;
  if (!entries.some((e) => e.roleType === '2')) return <IdentityChoices entries={entries} />;
  return <BusinessInfoScreen type="2" tenantId={user.tenantId} documentTitle="routes:compant.enterpriseInformation" />;
}

/** The company's information of one identity: read-only once filed, the application form when not (or rejected). */
function BusinessInfoScreen({ type, tenantId, documentTitle }: { type: RoleType; tenantId: string; documentTitle: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const info = useRequest(['business-info', tenantId, type], (signal) => fetchBusinessInfo(tenantId, type, signal));
  const status = info.status === 'done' ? (info.data?.auditStatus ?? null) : null;
  const filed = info.status === 'done' && info.data !== null;

  let body: ReactNode;
  if (info.status === 'loading') body = <Loading />;
  else if (info.status === 'failed')
    body = (
      <NonIdealState
        icon="error"
        title={t('loadFailed')}
        action={<Button icon="refresh" text={t('retry')} onClick={() => invalidate(['business-info'])} />}
      />
    );
  else if (info.data === null) body = <Application type={type} tenantId={tenantId} />;
  else if (info.data.auditStatus === REVIEW_STATUS.rejected)
    body = (
      <>
        <Callout intent={Intent.DANGER} className="fc-space-below">
          <div>{t('status.rejectedNote')}</div>
          {info.data.auditRemark ? <div>{t('status.reason', { reason: info.data.auditRemark })}</div> : null}
        </Callout>
        <InfoForm type={type} tenantId={tenantId} id={info.data.id} initial={info.data} />
      </>
    );
  else body = <InfoView info={info.data} />;

  return (
    <PageFrame
      title={t(filed ? `title.${type}` : `applyTitle.${type}`)}
      documentTitle={documentTitle}
      actions={
        <>
          <span className="fc-row">
            <span className={Classes.TEXT_MUTED}>{t('status.label')}</span>{' '}
            {filed ? (
              <StatusTag table={REVIEW_STATUS_INFO} code={status} />
            ) : (
              <Tag minimal round>
                {t('status.none')}
              </Tag>
            )}
          </span>
          <Button
            variant="minimal"
            icon="swap-horizontal"
            text={t('chooseAgain')}
            onClick={() => {
              keepRoleType(type);
              navigate(ENTERPRISE_PATHS.identity);
            }}
          />
        </>
      }
    >
      {body}
    </PageFrame>
  );
}

/** The licence picture, or its absence. */
function License({ src }: { src: string }) {
  const { t } = useTranslation(NS);
  if (!src || !isSafeImageSource(src)) return <>{t('form.noLicense')}</>;
  return <img src={src} alt={t('license.picture')} className="fc-enterprise-license" />;
}

/** A filed information, read-only: phone and bank account masked. */
function InfoView({ info }: { info: BusinessInfo }) {
  const { t } = useTranslation(NS);
  const pending = info.auditStatus === REVIEW_STATUS.pending;
  const items: Array<Fact | null> = [
    [t('field.companyName'), info.companyName],
    [t('field.creditCode'), info.creditCode],
    [t('field.legalPerson'), info.legalPerson],
    [t('field.contactName'), info.contactName],
    [t('field.contactPhone'), maskPhone(info.contactPhone)],
    [t('field.address'), info.address],
    [t('field.bankName'), info.bankName],
    [t('field.bankCardNumber'), maskBankCard(info.bankCardNumber)],
    [t('field.licenseUrl'), <License key="license" src={info.licenseUrl} />],
    info.createTime ? [t('field.createTime'), info.createTime] : null,
    info.auditTime ? [t('field.auditTime'), info.auditTime] : null,
    info.auditRemark ? [t('field.auditRemark'), info.auditRemark] : null,
  ];
  return (
    <>
      {pending ? (
        <Callout intent={Intent.WARNING} className="fc-space-below">
          {t('status.pendingNote')}
        </Callout>
      ) : null}
      <FactsPanel items={items} wide namedValues label={t(`title.${info.type}`)} />
    </>
  );
}

/** The application form of an identity not applied for, started from the tenant's base info. */
function Application({ type, tenantId }: { type: RoleType; tenantId: string }) {
  const { t } = useTranslation(NS);
  const base = useRequest(['business-base-info', tenantId], (signal) => fetchBaseInfo(tenantId, signal));
  if (base.status === 'loading') return <Loading />;
  const b = base.status === 'done' ? base.data : null;
  const initial: Partial<BusinessInfoFields> = b
    ? { companyName: b.tenantName, contactName: b.linkman, contactPhone: b.contactNumber, address: b.address }
    : {};
  return (
    <>
      <Callout intent={Intent.PRIMARY} className="fc-space-below">
        {t('status.applyNote')}
      </Callout>
      <InfoForm type={type} tenantId={tenantId} initial={initial} />
    </>
  );
}

type TextField = Exclude<keyof BusinessInfoFields, 'licenseUrl'>;
const TEXT_FIELDS: readonly TextField[] = BUSINESS_INFO_FIELDS.filter((f): f is TextField => f !== 'licenseUrl');
type Values = Record<TextField, string>;
const REQUIRED: readonly TextField[] = ['companyName', 'legalPerson', 'contactName', 'address', 'bankName'];

/** The i18n key of each invalid field (`enterprise:form.required` takes the field's name). */
export function validateBusinessInfo(v: Values): Partial<Record<TextField, string>> {
  const out: Partial<Record<TextField, string>> = {};
  for (const f of REQUIRED) if (isBlank(v[f])) out[f] = 'enterprise:form.required';
  const credit = validateCreditCode(v.creditCode.trim());
  if (credit) out.creditCode = credit;
  const phone = validateMobile(v.contactPhone.trim());
  if (phone) out.contactPhone = phone;
  const bank = v.bankCardNumber.trim();
  if (isBlank(bank)) out.bankCardNumber = 'enterprise:form.required';
  else if (!/^\d+$/.test(bank)) out.bankCardNumber = 'enterprise:form.bankDigits';
  else if (bank.length < 6 || bank.length > 32) out.bankCardNumber = 'enterprise:form.bankLength';
  return out;
}

/** What the confirmation and the request show of an application. */
function confirmLines(t: (key: string) => string, p: BusinessInfoSave): Fact[] {
  return [
    [t('field.companyName'), p.companyName],
    [t('field.creditCode'), p.creditCode],
    [t('field.legalPerson'), p.legalPerson],
    [t('field.contactName'), p.contactName],
    [t('field.contactPhone'), maskPhone(p.contactPhone)],
    [t('field.address'), p.address],
    [t('field.bankName'), p.bankName],
    [t('field.bankCardNumber'), maskBankCard(p.bankCardNumber)],
    [t('field.licenseUrl'), p.licenseUrl ? t('license.uploaded') : t('form.noLicense')],
  ];
}

/** The application form (a new one, or a rejected one filed again under its id). */
function InfoForm({
  type,
  tenantId,
  id,
  initial,
}: {
  type: RoleType;
  tenantId: string;
  id?: string;
  initial: Partial<BusinessInfoFields>;
}) {
  const { t } = useTranslation(NS);
  const invalidate = useInvalidate();
  const formId = useId();
  const [values, setValues] = useState<Values>(() => Object.fromEntries(TEXT_FIELDS.map((f) => [f, initial[f] ?? ''])) as Values);
  const [license, setLicense] = useState(initial.licenseUrl ?? '');
  const [touched, setTouched] = useState<Partial<Record<TextField, boolean>>>({});
  const errors = validateBusinessInfo(values);

  const picture = usePictureUpload(checkLicense, setLicense);
  const command = useCommand<BusinessInfoSave>({
    send: (p, key) => saveBusinessInfo(p, key),
    // the application reads back as filed: pending, with what was sent
    verify: async (p, _startedAt, signal) => {
      const now = await fetchBusinessInfo(p.tenantId, p.type, signal);
      const same = now !== null && now.auditStatus === REVIEW_STATUS.pending && BUSINESS_INFO_FIELDS.every((f) => now[f] === p[f]);
      return same ? { found: true, record: now } : { found: false };
    },
    found: (record) => {
      const r = record as BusinessInfo | null;
      return r ? `${r.companyName}（${t(`type.${r.type}`, { defaultValue: '' })}）` : null;
    },
    onDone: () => {
      notifySuccess(t('form.submitted'));
      void invalidate(['business-info'], ['role-types']);
    },
  });

  // edits not yet filed: what the form holds differs from what it opened with (a filed application is no edit)
  useUnsavedGuard(
    command.step !== 'done' && (license !== (initial.licenseUrl ?? '') || TEXT_FIELDS.some((f) => values[f] !== (initial[f] ?? ''))),
  );

  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const submit = (e: FormEvent, uploading: boolean) => {
    e.preventDefault();
    if (command.step !== 'idle' || uploading) return;
    setTouched(Object.fromEntries(TEXT_FIELDS.map((f) => [f, true])));
    if (Object.keys(errors).length > 0) {
      focusFirstInvalid();
      return;
    }
    const trimmed = Object.fromEntries(TEXT_FIELDS.map((f) => [f, values[f].trim()])) as Values;
    command.request({ ...(id ? { id } : {}), tenantId, type, ...trimmed, licenseUrl: license });
  };
  const payload = command.payload;

  return (
    <CommandRound calls={picture.calls}>
      {(upload) => {
        const busy = uploading(upload);
        return (
          <form ref={formRef} onSubmit={(e) => submit(e, busy)} noValidate className="fc-narrow">
            {TEXT_FIELDS.map((name) => {
              const problem = touched[name] ? errors[name] : undefined;
              const label = t(`field.${name}`);
              return (
                <FormField
                  key={name}
                  label={label}
                  id={`${formId}-${name}`}
                  required
                  helper={name === 'creditCode' ? t('form.creditHelp') : undefined}
                  error={problem ? t(problem, { field: label }) : undefined}
                >
                  {(control) => (
                    <InputGroup
                      {...control}
                      type={name === 'contactPhone' ? 'tel' : 'text'}
                      inputMode={name === 'contactPhone' || name === 'bankCardNumber' ? 'numeric' : undefined}
                      autoComplete="off"
                      value={values[name]}
                      intent={problem ? Intent.DANGER : Intent.NONE}
                      onChange={(ev) => {
                        const value = ev.target.value;
                        setValues((v) => ({ ...v, [name]: value }));
                      }}
                      onBlur={() => setTouched((tt) => ({ ...tt, [name]: true }))}
                    />
                  )}
                </FormField>
              );
            })}
            <PictureField
              picture={picture}
              upload={upload}
              label={t('field.licenseUrl')}
              helper={t('license.tip')}
              preview={license ? <License src={license} /> : null}
              text={{
                pick: t(license ? 'license.replace' : 'license.upload'),
                uploading: t('license.uploading'),
                failed: t('license.failed'),
                unknown: t('license.unknown'),
              }}
            />
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              icon="send-message"
              text={t(id ? 'form.resubmit' : 'form.submit')}
              loading={command.step === 'submitting'}
              disabled={busy}
            />
            <CommandDialog
              command={command}
              title={t('form.confirmTitle')}
              lines={payload ? confirmLines(t, payload) : undefined}
              request={payload ? { url: SAVE_INFO_URL, payload } : null}
              confirmText={t(id ? 'form.resubmit' : 'form.submit')}
            >
              <p>{t('form.confirmText', { type: t(`type.${type}`) })}</p>
            </CommandDialog>
          </form>
        );
      }}
    </CommandRound>
  );
}
