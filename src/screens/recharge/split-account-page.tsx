/**
 * Enterprise split-account onboarding (spec 000 §3 /platformCharge/companyAccount/add, spec 002 §7; docs/flows.md
 * "Split-account onboarding"): a stepper over the split-account machine — the enterprise details (saved as a new
 * record), then the trade account, the account pictures, the contract submitted and confirmed — with the record's
 * summary beside it. `?id=` continues a saved record at the step its status says. The 企业分账账户 list
 * (/accounts/ent-account) leads here: 新增分账账户 on its toolbar, 继续开户 on each record not yet signed.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Callout, Card, Classes, FileInput, Icon, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { SIGNED_STAGE } from '@machines/split-account/split-account.machine';
import {
  FLOW_STEPS,
  saveAllowance,
  selectNextStep,
  selectPending,
  selectSplitAccountCommand,
  selectSplitAccountStep,
  selectSplitAccountView,
  selectStepStates,
  stepAllowance,
} from '@machines/split-account/split-account.selectors';
import { SPLIT_ACCOUNT_REASONS, type SplitAccount, type SplitAccountCommand } from '@machines/split-account/split-account.types';
import { DETAIL_FIELDS, splitAccountPath, stepUrl, type SplitAccountDetails } from '@services/api/split-account/calls';
import { codeTable } from '@services/api/status-info';
import {
  SPLIT_ACCOUNT_STATUS,
  type SplitAccountStep,
  canContinueOnboarding,
  splitAccountStatusOf,
} from '@services/api/split-account/status';
import { permitted } from '@services/resources/permissions';
import { requireResource } from '@services/resources/registry';
import { FlowCommandDialogs } from '@/components/command-dialog';
import type { ShownRequest } from '@/components/confirm-dialog';
import { FactsPanel } from '@/components/facts-panel';
import { maskBankCard, maskIdCard, maskPhone } from '@/lib/mask';
import { FormField } from '@/components/form-field';
import { PageFrame } from '@/components/page-frame';
import { useInvalidate } from '@/components/query-client';
import { RowLink } from '@/components/row-link';
import { useSession } from '@/components/session-context';
import { StatusTag } from '@/components/status-tag';
import { notifySuccess } from '@/components/toaster';
import { newOperation } from '@/components/use-command';
import { useFlowMachine } from '@/components/use-flow-machine';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import { resourceListKey } from '@/components/list-cache';
import { validateForm } from '@/screens/resource/form-validation';
import { displayText } from '@/lib/display';
import '@/i18n/resources-namespace';
import '@/components/components.css';
import { useUnsavedGuard } from '@/components/unsaved-guard';
import { bindSplitAccount } from './split-account-machine';

/** Where onboarding happens, and the list it belongs to. */
export const SPLIT_ACCOUNT_PAGE = '/platformCharge/companyAccount/add';
export const SPLIT_ACCOUNT_LIST = '/accounts/ent-account';

const FAMILY = requireResource('ent-account');
const STATUS_TABLE = codeTable(SPLIT_ACCOUNT_STATUS);
/** The form fields of the first step: the family's own (labels, required marks and rules). */
const DETAIL_FORM = FAMILY.formFields.filter((f) => (DETAIL_FIELDS as readonly string[]).includes(f.field));

const EMPTY: SplitAccountDetails = Object.fromEntries(DETAIL_FIELDS.map((f) => [f, ''])) as SplitAccountDetails;

/** The first problem of the typed details: a missing field, else a field's rule, else none. */
function detailsProblem(values: SplitAccountDetails): string | null {
  if (DETAIL_FIELDS.some((f) => values[f].trim() === '')) return SPLIT_ACCOUNT_REASONS.fillDetails;
  return Object.values(validateForm(FAMILY, values, DETAIL_FORM))[0] ?? null;
}

/** The 企业分账账户 list with the way into onboarding: 新增分账账户, and 继续开户 on a record not yet signed. */
export function EntAccountListPage() {
  const { t } = useTranslation('recharge');
  const buttons = useSession((s) => s.context.profile?.buttons);
  const slots = useMemo(
    () => ({
      // a new split account is onboarded step by step, not saved by the generic editor
      without: ['add'] as const,
      // the steps are the flow's, one after the other: the list offers 继续开户 instead of each step's button
      // (上传商户资料, which registers an account from the merchant's own files, keeps its generic button)
      ownActions: ['createAccount', 'uploadAccPic', 'contractSubmit', 'contractConfirm'] satisfies readonly SplitAccountStep[],
      toolbar: () =>
        permitted(buttons, FAMILY.permission, 'add') ? (
          <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={SPLIT_ACCOUNT_PAGE}>
            <Icon icon="add" />
            <span className={Classes.BUTTON_TEXT}>{t('splitAccount.add')}</span>
          </Link>
        ) : null,
      rowActions: (row: Record<string, unknown>) =>
        canContinueOnboarding(row.openStatus) ? <RowLink path={SPLIT_ACCOUNT_PAGE} id={row.id} text={t('splitAccount.continue')} /> : null,
    }),
    [buttons, t],
  );
  return <ResourceListPage definition={FAMILY} slots={slots} />;
}

function Stepper({ states }: { states: ReturnType<typeof selectStepStates> }) {
  const { t } = useTranslation('recharge');
  return (
    <ol aria-label={t('splitAccount.steps')} className={`${Classes.LIST_UNSTYLED} fc-stack`}>
      {FLOW_STEPS.map((step) => {
        const state = states[step];
        return (
          <li
            key={step}
            aria-label={t(`splitAccount.step.${step}`)}
            aria-current={state === 'current' ? 'step' : undefined}
            className="fc-row"
          >
            <Icon
              icon={state === 'done' ? 'tick-circle' : state === 'current' ? 'circle-arrow-right' : 'circle'}
              intent={state === 'done' ? Intent.SUCCESS : state === 'current' ? Intent.PRIMARY : Intent.NONE}
            />
            <strong>{t(`splitAccount.step.${step}`)}</strong>
            <span className={Classes.TEXT_MUTED}>{t(`splitAccount.stepState.${state}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}

function DetailsForm({
  busy,
  why,
  onValues,
  onSave,
}: {
  busy: boolean;
  why: string;
  onValues: (v: SplitAccountDetails) => void;
  onSave: () => void;
}) {
  const { t } = useTranslation(['recharge', 'resources', 'validation', 'resourceUi']);
  const [values, setValues] = useState<SplitAccountDetails>(EMPTY);
  // typed details not yet saved (a saved record takes the form's place)
  useUnsavedGuard(DETAIL_FORM.some((f) => values[f.field as keyof SplitAccountDetails] !== EMPTY[f.field as keyof SplitAccountDetails]));
  const errors = validateForm(FAMILY, values, DETAIL_FORM);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (why === 'allowed') onSave();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('splitAccount.step.save')} className="fc-stack">
      {DETAIL_FORM.map((f) => {
        const label = t(f.labelKey);
        // a rule's problem shows once something is typed; an empty field only keeps the save disabled
        const error = values[f.field as keyof SplitAccountDetails] && errors[f.field] ? t(errors[f.field]!, { label }) : undefined;
        return (
          <FormField key={f.field} label={label} id={`split-${f.field}`} required error={error}>
            {(control) => (
              <InputGroup
                {...control}
                value={values[f.field as keyof SplitAccountDetails]}
                disabled={busy}
                onChange={(e) => {
                  const next = { ...values, [f.field]: e.currentTarget.value };
                  setValues(next);
                  onValues(next);
                }}
              />
            )}
          </FormField>
        );
      })}
      <div>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text={t('splitAccount.saveDetails')}
          disabled={why !== 'allowed'}
          title={why !== 'allowed' ? t(why) : undefined}
        />
      </div>
    </form>
  );
}

/** The personal and bank numbers of a record, shown masked once saved (the form shows what is typed). */
const MASKED: Partial<Record<keyof SplitAccountDetails, (v: string) => string>> = {
  legalIdCard: maskIdCard,
  legalPhone: maskPhone,
  bankCardNumber: maskBankCard,
};

/** The summary of a saved record: what was typed (its personal and bank numbers masked) and what the steps gave it. */
function RecordFacts({ record }: { record: SplitAccount }) {
  const { t } = useTranslation(['recharge', 'resources']);
  return (
    <FactsPanel
      label={t('splitAccount.summary')}
      items={[
        ...DETAIL_FIELDS.map((f) => [t(`resources:field.${f}`), displayText(MASKED[f]?.(record[f]) ?? record[f])] as const),
        [t('splitAccount.field.status'), <StatusTag key="s" table={STATUS_TABLE} code={record.openStatus} />],
        record.accountNo ? [t('splitAccount.field.accountNo'), record.accountNo] : null,
        record.accPicCount ? [t('splitAccount.field.pictures'), t('splitAccount.picturesCount', { count: record.accPicCount })] : null,
        record.signTime ? [t('splitAccount.field.signTime'), record.signTime] : null,
      ]}
    />
  );
}

/** What a write sends, shown behind 请求详情 of its confirmation. */
function requestOf(c: SplitAccountCommand): ShownRequest {
  if (c.write === 'save') return { method: 'POST', url: splitAccountPath('submit'), payload: c.details };
  const url = stepUrl(c.write, c.id ?? '');
  if (c.write === 'createAccount') return { method: 'POST', url, payload: { id: c.id } };
  if (c.write === 'uploadAccPic') return { method: 'POST', url, payload: { file: (c.pictures ?? []).map((p) => p.name) } };
  return { method: 'POST', url, payload: null };
}

/** /platformCharge/companyAccount/add (?id= continues a record). */
export function SplitAccountPage() {
  const { t } = useTranslation(['recharge', 'resources', 'validation', 'common']);
  const [params] = useSearchParams();
  const id = params.get('id');
  const invalidate = useInvalidate();
  const machine = useMemo(
    () =>
      bindSplitAccount({
        success: (text) => {
          notifySuccess(text);
          invalidate(resourceListKey(FAMILY.key));
        },
      }),
    [invalidate],
  );
  const [snap, send] = useFlowMachine(machine, { input: { id } });
  const c = snap.context;
  const view = selectSplitAccountView(snap);
  const step = selectSplitAccountStep(snap);
  const pending = selectPending(snap);
  const next = selectNextStep(snap);
  const title = t('routes:platformCharge.companyAccountAdd');
  const company = c.record?.companyName || c.details?.companyName || '';
  const actions = (
    <>
      <Link className={Classes.BUTTON} to={SPLIT_ACCOUNT_LIST}>
        <Icon icon="arrow-left" />
        <span className={Classes.BUTTON_TEXT}>{t('splitAccount.backToList')}</span>
      </Link>
      {c.record ? (
        <Button
          icon="refresh"
          text={t('splitAccount.refresh')}
          disabled={step !== 'ready' && view !== 'done'}
          onClick={() => send({ type: 'split.refresh' })}
        />
      ) : null}
    </>
  );
  let body: React.ReactNode;
  if (view === 'loading') body = <Spinner size={32} aria-label={t('common.loading')} />;
  else if (view === 'loadFailed')
    body = (
      <Callout intent={Intent.DANGER} title={t(c.error ?? SPLIT_ACCOUNT_REASONS.loadFailed)}>
        {c.serverMessage}
        <Button className="fc-gap-left" text={t('common.retry')} onClick={() => send({ type: 'split.retry' })} />
      </Callout>
    );
  else
    body = (
      <div className="fc-grid">
        <Card>
          <h4 className={Classes.HEADING}>{t('splitAccount.steps')}</h4>
          <Stepper states={selectStepStates(snap)} />
        </Card>
        <Card>
          {view === 'form' ? (
            <>
              <h4 className={Classes.HEADING}>{t('splitAccount.step.save')}</h4>
              <DetailsForm
                busy={step !== 'editing'}
                why={saveAllowance(snap)}
                onValues={(details) => send({ type: 'split.details', details, problem: detailsProblem(details) })}
                onSave={() => send({ type: 'split.save' })}
              />
            </>
          ) : c.record ? (
            <div className="fc-stack">
              <h4 className={Classes.HEADING}>{t('splitAccount.summary')}</h4>
              <RecordFacts record={c.record} />
              {view === 'done' || c.record.stage >= SIGNED_STAGE ? (
                <Callout intent={Intent.SUCCESS} icon="tick-circle">
                  {t('splitAccount.signed')}
                </Callout>
              ) : next ? (
                <NextStep
                  step={next}
                  why={stepAllowance(snap, next)}
                  pictures={c.pictures}
                  onPictures={(pictures) => send({ type: 'split.pictures', pictures })}
                  onStep={() => send({ type: 'split.step', step: next })}
                />
              ) : null}
            </div>
          ) : null}
        </Card>
      </div>
    );
  return (
    <PageFrame title={title} documentTitle="routes:platformCharge.companyAccountAdd" actions={actions}>
      {c.error && view !== 'loadFailed' ? (
        <Callout intent={Intent.DANGER} title={t(c.error)}>
          {c.serverMessage}
        </Callout>
      ) : null}
      {body}
      {pending ? (
        <FlowCommandDialogs
          open={snap.hasTag('confirm')}
          submitting={step === 'committing'}
          command={selectSplitAccountCommand(snap)}
          title={t(`splitAccount.step.${pending.write}`)}
          lines={[
            [t('resources:field.companyName'), company],
            [t('resources:field.creditCode'), c.record?.creditCode || c.details?.creditCode || ''],
            pending.write === 'uploadAccPic' ? [t('splitAccount.pictures'), (pending.pictures ?? []).map((p) => p.name).join('、')] : null,
          ]}
          request={requestOf(pending)}
          intent={Intent.PRIMARY}
          confirmText={t('splitAccount.confirm')}
          found={(found) => {
            const r = found as Partial<SplitAccount> | null;
            const status = splitAccountStatusOf(r?.openStatus);
            return r && status ? t('splitAccount.found', { company: r.companyName || company, status: status.zh }) : null;
          }}
          onConfirm={() => send({ type: 'split.confirm', ...newOperation() })}
          onCancel={() => send({ type: 'split.cancel' })}
        >
          <p>{t(`splitAccount.ask.${pending.write}`, { company, count: pending.pictures?.length ?? 0 })}</p>
        </FlowCommandDialogs>
      ) : null}
    </PageFrame>
  );
}

/** The panel of the step the record waits for: its button (and the pictures for the upload). */
function NextStep({
  step,
  why,
  pictures,
  onPictures,
  onStep,
}: {
  step: NonNullable<ReturnType<typeof selectNextStep>>;
  why: string;
  pictures: readonly File[];
  onPictures: (pictures: File[]) => void;
  onStep: () => void;
}) {
  const { t } = useTranslation('recharge');
  return (
    <section aria-label={t(`splitAccount.step.${step}`)} className="fc-stack">
      <h4 className={Classes.HEADING}>{t(`splitAccount.step.${step}`)}</h4>
      {step === 'uploadAccPic' ? (
        <FormField label={t('splitAccount.pictures')} id="split-pictures" required helper={t('splitAccount.picturesHelp')}>
          {(control) => (
            <FileInput
              fill
              text={pictures.length ? t('splitAccount.picturesChosen', { count: pictures.length }) : t('resourceUi:action.chooseFile')}
              buttonText={t('resourceUi:action.browse')}
              inputProps={{ ...control, multiple: true, accept: 'image/*' }}
              onInputChange={(e) => onPictures([...((e.currentTarget as HTMLInputElement).files ?? [])])}
            />
          )}
        </FormField>
      ) : null}
      <div>
        <Button
          intent={Intent.PRIMARY}
          text={t(`splitAccount.step.${step}`)}
          disabled={why !== 'allowed'}
          title={why !== 'allowed' ? t(why) : undefined}
          onClick={onStep}
        />
      </div>
    </section>
  );
}
