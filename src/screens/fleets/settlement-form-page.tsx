/**
 * /fleet/form (结算单, spec 000 §2 and spec 002 §2 "settlement sheet"): a fleet's settlement (bank) information.
 * The operator picks a fleet; the fleet's SMS login check (checkLogin/{id}) decides whether the fleet's SMS code is
 * needed first (sendSMScode/{id}, then determineVerificationCode/{fleetId}/{code}). Once verified, the fleet's
 * settlement lookup (bankCardNumber and fleetId, current=1 and size=100, spec 001 §3/§9) lists what is registered,
 * and the sheet adds one or changes one: the bank card passes the Luhn check, the reserved mobile follows spec 002 §5,
 * a confirmation shows what will be saved, and a running save ignores another click (新增成功 / 更新成功). The save
 * is a command (docs/flows.md "Commands"): after a lost answer the lookup is read for the saved information.
 */
import '@/i18n/fleet-namespace';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Callout, Card, Classes, HTMLSelect, InputGroup, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import * as api from '@services/api/fleets/calls';
import { useDocumentTitle } from '@/components/use-document-title';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { useUnsavedGuard } from '@/components/unsaved-guard';
import { validateCardNumber } from '@/lib/card-number';
import { maskBankCard, maskPhone } from '@/lib/mask';
import { validateMobile } from '@/lib/validators';
import type { Row } from './fleet-filters';
import { displayText } from '@/lib/display';
import { FactsPanel } from '@/components/facts-panel';
import { PageFrame } from '@/components/page-frame';
import { LoadFailed } from './load-failed';
import '@/components/components.css';
import { CommandDialog } from '@/components/command-dialog';
import type { CommandCalls } from '@/components/use-command';
import { CommandRound } from '@/components/command-round';
import { CommandNotice } from '@/components/command-notice';
import { SmsCodeField } from '@/components/sms-code-field';
import { foundRow, sameFields, stampedSince } from './fleet-commands';
import { DataTable } from '@/components/data-table';
import { requireResource } from '@services/resources/registry';
import { definitionColumns } from '@/screens/resource/definition-columns';
import '@/i18n/resources-namespace';
import './fleets.css';
import { useInvalidate } from '@/components/query-client';

/** The registered settlement information of the fleets (services/resources/definitions/fleets.ts). */
const SETTLEMENTS = requireResource('fleet-settlement');
import { FormField } from '@/components/form-field';

const CYCLES = ['1', '2', '3'] as const;

/** The sheet's fields as typed. */
export interface SheetValues {
  id?: string;
  bankCardNumber: string;
  bankName: string;
  bankAccountName: string;
  phone: string;
  settlementCycle: string;
}

/** What the sheet sends: the fleet and its trimmed fields (with the id of the information it changes). */
type SheetPayload = Omit<SheetValues, 'id'> & { id?: string; fleetId: string };

const EMPTY: SheetValues = { bankCardNumber: '', bankName: '', bankAccountName: '', phone: '', settlementCycle: '3' };

/** The problems of the sheet by field, as i18n keys (spec 002 §5 messages for the card number and the mobile). */
export function sheetProblems(v: SheetValues): Partial<Record<keyof SheetValues, string>> {
  const out: Partial<Record<keyof SheetValues, string>> = {};
  const card = validateCardNumber(v.bankCardNumber.replace(/\s/g, ''));
  if (card) out.bankCardNumber = card;
  if (!v.bankName.trim()) out.bankName = 'fleet:form.bankNameRequired';
  if (!v.bankAccountName.trim()) out.bankAccountName = 'fleet:form.accountNameRequired';
  const phone = validateMobile(v.phone.trim());
  if (phone) out.phone = phone;
  if (!(CYCLES as readonly string[]).includes(v.settlementCycle)) out.settlementCycle = 'fleet:form.cycleRequired';
  return out;
}

/** /fleet/form: pick a fleet, pass its SMS check, then add or change its settlement information. */
export function FleetFormPage() {
  const { t } = useTranslation('fleet');
  useDocumentTitle('routes:settlement.fleetForm');
  const [params] = useSearchParams();
  const invalidate = useInvalidate();
  const [fleetId, setFleetId] = useState(params.get('fleetId') ?? '');
  const fleets = useRequest(['fleet', 'options'], (signal) => api.fleetOptions(signal));

  let body: ReactNode;
  if (fleets.status === 'loading') body = <Spinner size={24} aria-label={t('list.loading')} />;
  else if (fleets.status === 'failed') {
    body = <LoadFailed error={fleets.error} onRetry={() => invalidate(['fleet', 'options'])} />;
  } else if (fleets.data.length === 0) body = <NonIdealState icon="drive-time" title={t('form.noFleets')} />;
  else {
    body = (
      <>
        <FormField
          label={t('form.fleet')}
          id="fleet-form-fleet"
          helper={fleetId ? undefined : t('form.chooseFleetFirst')}
          className="fc-flush fc-fleet-field"
        >
          {(control) => (
            <HTMLSelect {...control} fill value={fleetId} onChange={(e) => setFleetId(e.currentTarget.value)}>
              <option value="">{t('form.chooseFleet')}</option>
              {fleets.data.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </HTMLSelect>
          )}
        </FormField>
        {fleetId ? <FleetGate key={fleetId} fleetId={fleetId} fleetName={fleets.data.find((f) => f.id === fleetId)?.name ?? ''} /> : null}
      </>
    );
  }
  return (
    <PageFrame title={t('form.title')}>
      <p className={`${Classes.TEXT_MUTED} fc-flush`}>{t('form.intro')}</p>
      {body}
    </PageFrame>
  );
}

/** The fleet's SMS login check, then the sheet. */
function FleetGate({ fleetId, fleetName }: { fleetId: string; fleetName: string }) {
  const { t } = useTranslation('fleet');
  const invalidate = useInvalidate();
  const loginKey = ['fleet-login', fleetId];
  const login = useRequest(loginKey, (signal) => api.checkFleetLogin(fleetId, signal));
  if (login.status === 'loading') return <Spinner size={24} aria-label={t('form.checking')} />;
  if (login.status === 'failed') {
    return <LoadFailed title={t('form.checkFailed')} error={login.error} onRetry={() => invalidate(loginKey)} />;
  }
  if (!login.data.verified) return <SmsStep fleetId={fleetId} phone={login.data.phone} onVerified={() => invalidate(loginKey)} />;
  return (
    <>
      <Tag intent={Intent.SUCCESS} icon="tick" minimal className="fc-fleet-self-start">
        {t('form.verified')}
      </Tag>
      <SettlementSheet fleetId={fleetId} fleetName={fleetName} />
    </>
  );
}

/**
 * The fleet's SMS code: sent to the fleet's phone on click (never repeated on its own), then checked once. Both are
 * commands run by their own button (docs/flows.md "Commands"); a code asked for again is a new command.
 */
function SmsStep({ fleetId, phone, onVerified }: { fleetId: string; phone: string; onVerified: () => void }) {
  const { t } = useTranslation('fleet');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const codeProblem = !code.trim() ? 'form.codeRequired' : /^\d{6}$/.test(code.trim()) ? null : 'form.codeFormat';
  const sendCalls: CommandCalls<{ fleetId: string }, string> = {
    send: (p) => api.sendFleetCode(p.fleetId),
    // no query shows whether a code went out: the user looks at the fleet's phone before asking again
    verify: async () => ({ found: false }),
    onDone: (sent) => setNotice(typeof sent === 'string' ? sent : ''),
  };
  const checkCalls: CommandCalls<{ fleetId: string; code: string }, void> = {
    send: async (p) => {
      try {
        await api.verifyFleetCode(p.fleetId, p.code);
      } catch (e) {
        // a refused code is used up: the field is emptied for the next one
        setCode('');
        setTried(false);
        throw e;
      }
    },
    verify: async (p, _startedAt, signal) => ({ found: (await api.checkFleetLogin(p.fleetId, signal)).verified }),
    onDone: () => {
      notifySuccess(t('form.verifiedOk'));
      onVerified();
    },
  };
  return (
    <Card aria-label={t('form.verifyTitle')} role="group" className="fc-stack-lg fc-narrow">
      <h3 className={`${Classes.HEADING} fc-flush`}>{t('form.verifyTitle')}</h3>
      <p className="fc-flush">{t('form.notVerified', { phone: phone || '—' })}</p>
      <CommandRound calls={sendCalls}>
        {(sending) => (
          <CommandRound calls={checkCalls}>
            {(checking) => {
              const sendBusy = sending.step === 'submitting' || sending.step === 'checking';
              const checkBusy = checking.step === 'submitting' || checking.step === 'checking';
              return (
                <>
                  <form
                    aria-label={t('form.verifyTitle')}
                    className="fc-row fc-fleet-top"
                    onSubmit={(e) => {
                      e.preventDefault();
                      setTried(true);
                      if (!codeProblem) checking.run({ fleetId, code: code.trim() });
                    }}
                  >
                    <SmsCodeField
                      label={t('form.code')}
                      id="fleet-form-code"
                      className="fc-flush"
                      error={tried && codeProblem ? t(codeProblem) : undefined}
                      value={code}
                      onChange={setCode}
                      ask={{
                        icon: 'mobile-phone',
                        text: notice !== null ? t('form.resendCode') : t('form.sendCode'),
                        loading: sendBusy,
                        disabled: checkBusy,
                        onClick: () => sending.run({ fleetId }),
                      }}
                    />
                    <Button
                      className="fc-fleet-label-offset"
                      type="submit"
                      intent={Intent.PRIMARY}
                      text={t('form.verify')}
                      loading={checkBusy}
                      disabled={sendBusy || notice === null}
                    />
                  </form>
                  {notice ? (
                    <Callout intent={Intent.PRIMARY} role="status">
                      {notice}
                    </Callout>
                  ) : null}
                  <CommandNotice command={sending} notFoundText={t('form.codeUnknown')} />
                  <CommandNotice command={checking} />
                </>
              );
            }}
          </CommandRound>
        )}
      </CommandRound>
    </Card>
  );
}

/** The registered settlement information of the fleet (the lookup) and the sheet that adds or changes one. */
function SettlementSheet({ fleetId, fleetName }: { fleetId: string; fleetName: string }) {
  const { t } = useTranslation(['fleet', 'validation']);
  const invalidate = useInvalidate();
  const [values, setValues] = useState<SheetValues>(EMPTY);
  // what the sheet started from (empty, or the registered row chosen for a change): edits are what differs from it
  const [start, setStart] = useState<SheetValues>(EMPTY);
  useUnsavedGuard((Object.keys(EMPTY) as (keyof SheetValues)[]).some((f) => values[f] !== start[f]));
  const [tried, setTried] = useState(false);
  const calls: CommandCalls<SheetPayload, unknown> = {
    send: (p, key) => api.saveSettlement({ ...p }, key),
    verify: async (p, startedAt, signal) => {
      const rows = await api.settlementLookup(fleetId, p.bankCardNumber, signal);
      const { id, ...fields } = p;
      const saved = rows.find((r) => sameFields(r, fields) && (id ? displayText(r.id) === id : stampedSince(r, startedAt)));
      return foundRow(saved);
    },
    onDone: (_result, p) => {
      notifySuccess(t(p.id ? 'form.updated' : 'form.created'));
      setValues(EMPTY);
      setStart(EMPTY);
      setTried(false);
      invalidate(['fleet-settlement']);
    },
  };
  const lookup = useRequest(['fleet-settlement', 'lookup', fleetId], (signal) => api.settlementLookup(fleetId, '', signal));
  const problems = sheetProblems(values);
  const problem = (f: keyof SheetValues) => (tried && problems[f] ? t(problems[f]) : undefined);
  const set = (patch: Partial<SheetValues>) => setValues((v) => ({ ...v, ...patch }));
  const editing = Boolean(values.id);

  const payload = (): SheetPayload => ({
    ...(values.id ? { id: values.id } : {}),
    fleetId,
    bankCardNumber: values.bankCardNumber.replace(/\s/g, ''),
    bankName: values.bankName.trim(),
    bankAccountName: values.bankAccountName.trim(),
    phone: values.phone.trim(),
    settlementCycle: values.settlementCycle,
  });

  const edit = (r: Row) => {
    const row: SheetValues = {
      id: displayText(r.id),
      bankCardNumber: displayText(r.bankCardNumber),
      bankName: displayText(r.bankName),
      bankAccountName: displayText(r.bankAccountName),
      phone: displayText(r.phone),
      settlementCycle: CYCLES.includes(displayText(r.settlementCycle) as '1') ? displayText(r.settlementCycle) : '3',
    };
    setValues(row);
    setStart(row);
    setTried(false);
  };

  let registered: ReactNode;
  if (lookup.status === 'loading') registered = <Spinner size={20} aria-label={t('form.lookupLoading')} />;
  else if (lookup.status === 'failed') {
    registered = <LoadFailed error={lookup.error} onRetry={() => invalidate(['fleet-settlement', 'lookup', fleetId])} />;
  } else if (lookup.data.length === 0) registered = <NonIdealState icon="bank-account" title={t('form.noneRegistered')} />;
  else {
    registered = (
      <DataTable
        label={t('form.existing')}
        rows={lookup.data}
        columns={definitionColumns(SETTLEMENTS, t, {
          only: ['bankCardNumber', 'bankName', 'bankAccountName', 'phone', 'settlementCycle'],
          cells: {
            bankCardNumber: (r) => maskBankCard(displayText(r.bankCardNumber)),
            phone: (r) => (r.phone ? maskPhone(displayText(r.phone)) : ''),
          },
        })}
        actions={(r) => (
          <Button
            size="small"
            variant="minimal"
            icon="edit"
            text={t('form.editExisting')}
            aria-label={`${t('form.editExisting')} ${maskBankCard(displayText(r.bankCardNumber))}`}
            onClick={() => edit(r)}
          />
        )}
      />
    );
  }

  const field = (
    name: 'bankCardNumber' | 'bankName' | 'bankAccountName' | 'phone',
    label: string,
    extra: { inputMode?: 'numeric'; placeholder?: string } = {},
  ) => {
    const why = problem(name);
    return (
      <FormField label={label} id={`fleet-form-${name}`} required className="fc-flush" error={why}>
        {(control) => (
          <InputGroup
            {...control}
            value={values[name]}
            onValueChange={(v) => set({ [name]: v })}
            intent={why ? Intent.DANGER : Intent.NONE}
            {...extra}
          />
        )}
      </FormField>
    );
  };

  return (
    <div className="fc-fleet-sections">
      <section aria-label={t('form.existing')} className="fc-stack">
        <h3 className={`${Classes.HEADING} fc-flush`}>{t('form.existing')}</h3>
        {lookup.status === 'done' && lookup.data.length ? (
          <span className={Classes.TEXT_MUTED}>{t('form.lookup', { count: lookup.data.length })}</span>
        ) : null}
        {registered}
      </section>
      <CommandRound calls={calls}>
        {(command) => (
          <>
            <form
              aria-label={t(editing ? 'form.editTitle' : 'form.newTitle')}
              noValidate
              className="fc-fleet-form-grid"
              onSubmit={(e) => {
                e.preventDefault();
                setTried(true);
                if (Object.keys(problems).length === 0) command.request(payload());
              }}
            >
              <h3 className={`${Classes.HEADING} fc-flush fc-fleet-full-row`}>{t(editing ? 'form.editTitle' : 'form.newTitle')}</h3>
              {field('bankCardNumber', t('field.bankCardNumber'), { inputMode: 'numeric', placeholder: t('form.bankCardHint') })}
              {field('bankName', t('field.bankName'))}
              {field('bankAccountName', t('field.bankAccountName'))}
              {field('phone', t('form.phone'), { inputMode: 'numeric' })}
              <FormField label={t('field.settlementCycle')} id="fleet-form-cycle" className="fc-flush">
                {(control) => (
                  <HTMLSelect
                    {...control}
                    fill
                    value={values.settlementCycle}
                    onChange={(e) => set({ settlementCycle: e.currentTarget.value })}
                  >
                    {CYCLES.map((c) => (
                      <option key={c} value={c}>
                        {t(`form.cycle.${c}`)}
                      </option>
                    ))}
                  </HTMLSelect>
                )}
              </FormField>
              <div className="fc-fleet-actions">
                <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text={t('form.save')} disabled={command.step !== 'idle'} />
                {editing ? (
                  <Button
                    text={t('form.newInstead')}
                    onClick={() => {
                      setValues(EMPTY);
                      setStart(EMPTY);
                      setTried(false);
                    }}
                  />
                ) : null}
              </div>
            </form>
            <CommandDialog
              command={command}
              title={t(command.payload?.id ? 'form.confirmUpdate' : 'form.confirmCreate')}
              icon="bank-account"
              request={{ url: api.fleetPath('fleet-settlement', 'submit'), payload: command.payload }}
            >
              <SheetFacts fleetName={fleetName} sent={command.payload} />
            </CommandDialog>
          </>
        )}
      </CommandRound>
    </div>
  );
}

/** What the confirmation says will be saved (the card and the phone masked). */
function SheetFacts({ fleetName, sent }: { fleetName: string; sent: SheetPayload | null }) {
  const { t } = useTranslation('fleet');
  return (
    <FactsPanel
      label={t('form.confirmFacts')}
      items={[
        [t('form.fleet'), fleetName],
        [t('field.bankCardNumber'), maskBankCard(sent?.bankCardNumber ?? '')],
        [t('field.bankName'), sent?.bankName],
        [t('field.bankAccountName'), sent?.bankAccountName],
        [t('form.phone'), maskPhone(sent?.phone ?? '')],
        [t('field.settlementCycle'), t(`form.cycle.${sent?.settlementCycle ?? ''}`)],
      ]}
    />
  );
}
