/**
 * 开店申请 (spec 001 §7 "Shop apply records"; docs/flows.md "Recharge applications and other reviews"): the shop
 * applications list with what happens around their review — 申请开店 files one (待审核), 审核中心 › 开店申请审核
 * decides it, 分配卡号 gives an approved application its card, 修改卡信息 changes the card of an approved application,
 * 批量修改卡数量 sets the card quantity of the selected approved applications. Each write is one command: the form,
 * then a confirmation saying what will be done, sent once with its key; after a lost answer the application is read
 * again to see whether it happened.
 */
import '@/i18n/shops-namespace';
import '@/i18n/resources-namespace';
import { type ComponentProps, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Intent, TextArea } from '@blueprintjs/core';
import {
  applicationProblems,
  cardNoProblem,
  findNewShopApplication,
  isApproved,
  mayAllot,
  mayUpdateCard,
  sendShopWrite,
  shopApplication,
  type ShopApplication,
  type ShopWrite,
} from '@services/api/approvals/shop-apply';
import { pathOf } from '@services/api/approvals/common';
import type { ResourceRow } from '@machines/resource/editor.types';
import type { VerifyOutput } from '@machines/command/command.types';
import { permitted } from '@services/resources/permissions';
import { requireResource } from '@services/resources/registry';
import type { ShownRequest } from '@/components/confirm-dialog';
import type { Fact } from '@/components/facts-panel';
import { type Confirmation, FormCommandDialog } from '@/components/form-dialog';
import { FormField, TextField } from '@/components/form-field';
import { RowButton } from '@/components/row-button';
import { useSession } from '@/components/session-context';
import { notifySuccess } from '@/components/toaster';
import { useCommand } from '@/components/use-command';
import { displayText } from '@/lib/display';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import type { ListApi } from '@/screens/resource/screen-slots';

const FAMILY = requireResource('shop-apply-record');

type Write = 'apply' | 'allot' | 'update' | 'batch';

/** One write of the page: its form's values checked into a payload, its call, how a lost answer is checked. */
interface WriteSpec<P> {
  write: Write;
  /** The dialog's title, and its confirmation's. */
  title: string;
  /** The write a checked form sends. */
  call: (p: P) => ShopWrite;
  verify: (p: P, startedAt: number, signal: AbortSignal) => Promise<VerifyOutput>;
  found: (record: unknown) => string | null;
  request: (p: P) => ShownRequest;
  lines: (p: P) => Fact[];
  ask: (p: P) => string;
}

/**
 * The form step of one write and its command (what `FormCommandDialog` takes, and whether the write runs): 下一步
 * checks the form (`check` answers the payload, or null and shows the problems), the confirmation says in words what
 * will be done; giving the confirmation up closes the dialog.
 */
function useWriteStep<P>(spec: WriteSpec<P>, onClose: (changed: boolean) => void, check: () => P | null) {
  const { t } = useTranslation('shops');
  const command = useCommand<P>({
    send: (p, key) => sendShopWrite(spec.call(p), key),
    verify: spec.verify,
    found: spec.found,
    onDone: () => {
      notifySuccess(t(`done.${spec.write}`));
      onClose(true);
    },
  });
  return {
    busy: command.step !== 'idle',
    title: spec.title,
    nextText: t('action.next'),
    cancelText: t('action.cancel'),
    command,
    onNext: () => {
      const payload = check();
      if (payload) command.request(payload);
    },
    onCancel: () => onClose(false),
    confirm: (p: P): Confirmation => ({
      title: spec.title,
      intent: Intent.PRIMARY,
      icon: 'confirm',
      confirmText: t('action.confirm'),
      request: spec.request(p),
      lines: spec.lines(p),
      onDismiss: () => onClose(false),
      children: <p>{spec.ask(p)}</p>,
    }),
  };
}

/** A required field of digits (a card number, a card quantity), not changed while its write runs. */
function DigitsField({ busy, ...field }: Omit<ComponentProps<typeof TextField>, 'input' | 'required'> & { busy: boolean }) {
  return <TextField {...field} required input={{ inputMode: 'numeric', disabled: busy }} />;
}

const found = (record: Record<string, unknown> | null | undefined): VerifyOutput => (record ? { found: true, record } : { found: false });

/** 申请开店: the shop, its applicant and phone, how many cards, a remark. */
function ApplyDialog({ onClose }: { onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(['shops', 'resources']);
  const [values, setValues] = useState({ shopName: '', applicantName: '', phone: '', cardQuantity: '', remark: '' });
  const [tried, setTried] = useState(false);
  const application = (): ShopApplication => ({
    shopName: values.shopName.trim(),
    applicantName: values.applicantName.trim(),
    phone: values.phone.trim(),
    cardQuantity: /^\d+$/.test(values.cardQuantity.trim()) ? Number(values.cardQuantity.trim()) : Number.NaN,
    remark: values.remark.trim(),
  });
  const problems = applicationProblems(application());
  const shown = (f: keyof ShopApplication) => (tried && problems[f] ? t(problems[f]!) : undefined);
  const spec: WriteSpec<ShopApplication> = {
    write: 'apply',
    title: t('action.apply'),
    call: (application) => ({ kind: 'apply', application }),
    verify: async (a, startedAt, signal) => found(await findNewShopApplication(a, startedAt, signal)),
    found: (r) => t('found.apply', { shop: displayText((r as ResourceRow | null)?.shopName) }),
    request: (a) => ({ method: 'POST', url: pathOf('shop-apply-record', 'apply'), payload: a }),
    lines: (a) => [
      [t('resources:field.shopName'), a.shopName],
      [t('resources:field.applicantName'), a.applicantName],
      [t('resources:field.phone'), a.phone],
      [t('resources:field.cardQuantity'), String(a.cardQuantity)],
      ...(a.remark ? ([[t('resources:field.remark'), a.remark]] as Fact[]) : []),
      [t('field.statusAfter'), t('pending')],
    ],
    ask: (a) => t('ask.apply', { shop: a.shopName, applicant: a.applicantName, count: a.cardQuantity }),
  };
  const { busy, ...step } = useWriteStep(spec, onClose, () => {
    setTried(true);
    return Object.keys(problems).length === 0 ? application() : null;
  });
  const field = (f: 'shopName' | 'applicantName' | 'phone' | 'cardQuantity') => (
    <TextField
      key={f}
      label={t(`resources:field.${f}`)}
      id={`shop-apply-${f}`}
      required
      error={shown(f)}
      value={values[f]}
      input={{ ...(f === 'phone' || f === 'cardQuantity' ? { inputMode: 'numeric' } : {}), disabled: busy }}
      onValueChange={(v) => setValues((old) => ({ ...old, [f]: v }))}
    />
  );
  return (
    <FormCommandDialog {...step}>
      {field('shopName')}
      {field('applicantName')}
      {field('phone')}
      {field('cardQuantity')}
      <FormField label={t('resources:field.remark')} id="shop-apply-remark">
        {(control) => (
          <TextArea
            {...control}
            fill
            value={values.remark}
            disabled={busy}
            onChange={(e) => setValues((old) => ({ ...old, remark: e.currentTarget.value }))}
          />
        )}
      </FormField>
    </FormCommandDialog>
  );
}

interface CardWrite {
  id: string;
  shopName: string;
  cardNo: string;
  cardQuantity: number;
  before: string;
}

/** The application read again holds the card as sent (the write happened). */
async function cardAsSent(w: CardWrite, signal: AbortSignal): Promise<VerifyOutput> {
  const now = await shopApplication(w.id, signal);
  return found(now && displayText(now.cardNo) === w.cardNo && Number(now.cardQuantity) === w.cardQuantity ? now : null);
}

/** 分配卡号 (an approved application without a card) or 修改卡信息 (an approved application with its card). */
function CardDialog({ row, mode, onClose }: { row: ResourceRow; mode: 'allot' | 'update'; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(['shops', 'resources']);
  const before = displayText(row.cardNo);
  const [cardNo, setCardNo] = useState(before);
  const [quantity, setQuantity] = useState(displayText(row.cardQuantity));
  const [tried, setTried] = useState(false);
  const typedCard = cardNo.replace(/\s+/g, '');
  const count = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : Number.NaN;
  const cardError = cardNoProblem(typedCard);
  const countError = mode === 'update' && !(count > 0) ? 'error.cardQuantity' : null;
  const shopName = displayText(row.shopName);
  const spec: WriteSpec<CardWrite> = {
    write: mode,
    title: `${t(`action.${mode}`)}：${shopName}`,
    call: (w) =>
      mode === 'allot'
        ? { kind: 'allot', id: w.id, cardNo: w.cardNo }
        : { kind: 'update', id: w.id, info: { cardNo: w.cardNo, cardQuantity: w.cardQuantity } },
    verify: (w, _startedAt, signal) => cardAsSent(w, signal),
    found: (r) =>
      t('found.card', {
        card: displayText((r as ResourceRow | null)?.cardNo),
        count: displayText((r as ResourceRow | null)?.cardQuantity),
      }),
    request: (w) =>
      mode === 'allot'
        ? { method: 'POST', url: pathOf('shop-apply-record', 'allotCard'), payload: { id: w.id, cardNo: w.cardNo } }
        : {
            method: 'PUT',
            url: pathOf('shop-apply-record', 'updateCardInfo'),
            payload: { id: w.id, cardNo: w.cardNo, cardQuantity: w.cardQuantity },
          },
    lines: (w) => [
      [t('resources:field.shopName'), w.shopName],
      [t('resources:field.applicantName'), displayText(row.applicantName)],
      ...(w.before && w.before !== w.cardNo ? ([[t('field.cardNoBefore'), w.before]] as Fact[]) : []),
      [t('resources:field.cardNo'), <strong key="card">{w.cardNo}</strong>],
      [t('resources:field.cardQuantity'), String(w.cardQuantity)],
    ],
    ask: (w) => t(`ask.${mode}`, { shop: w.shopName, card: w.cardNo, count: w.cardQuantity }),
  };
  const { busy, ...step } = useWriteStep(spec, onClose, () => {
    setTried(true);
    if (cardError || countError) return null;
    return {
      id: displayText(row.id),
      shopName,
      cardNo: typedCard,
      cardQuantity: mode === 'update' ? count : Number(row.cardQuantity),
      before,
    };
  });
  return (
    <FormCommandDialog {...step}>
      <DigitsField
        label={t('resources:field.cardNo')}
        id="shop-card-no"
        error={tried && cardError ? t(cardError) : undefined}
        value={cardNo}
        busy={busy}
        onValueChange={setCardNo}
      />
      {mode === 'update' && (
        <DigitsField
          label={t('resources:field.cardQuantity')}
          id="shop-card-quantity"
          error={tried && countError ? t(countError) : undefined}
          value={quantity}
          busy={busy}
          onValueChange={setQuantity}
        />
      )}
    </FormCommandDialog>
  );
}

interface BatchWrite {
  ids: string[];
  shops: string[];
  cardQuantity: number;
}

/** 批量修改卡数量: one quantity for every selected approved application. */
function BatchDialog({ rows, onClose }: { rows: ResourceRow[]; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(['shops', 'resources']);
  const [quantity, setQuantity] = useState('');
  const [tried, setTried] = useState(false);
  const count = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : Number.NaN;
  const spec: WriteSpec<BatchWrite> = {
    write: 'batch',
    title: t('action.batch'),
    call: (w) => ({ kind: 'batch', ids: w.ids, cardQuantity: w.cardQuantity }),
    verify: async (w, _startedAt, signal) => {
      const now = await Promise.all(w.ids.map((id) => shopApplication(id, signal)));
      return found(now.every((r) => r && Number(r.cardQuantity) === w.cardQuantity) ? { ids: w.ids, cardQuantity: w.cardQuantity } : null);
    },
    found: () => null,
    request: (w) => ({
      method: 'PUT',
      url: `${pathOf('shop-apply-record', 'batchUpdateCard')}?ids=${w.ids.join(',')}`,
      payload: { cardQuantity: w.cardQuantity },
    }),
    lines: (w) => [
      [t('field.selected'), w.shops.join('、')],
      [t('resources:field.cardQuantity'), String(w.cardQuantity)],
    ],
    ask: (w) => t('ask.batch', { count: w.ids.length, quantity: w.cardQuantity }),
  };
  const { busy, ...step } = useWriteStep(spec, onClose, () => {
    setTried(true);
    if (!(count > 0)) return null;
    return { ids: rows.map((r) => displayText(r.id)), shops: rows.map((r) => displayText(r.shopName)), cardQuantity: count };
  });
  return (
    <FormCommandDialog {...step}>
      <DigitsField
        label={t('resources:field.cardQuantity')}
        id="shop-batch-quantity"
        error={tried && !(count > 0) ? t('error.cardQuantity') : undefined}
        value={quantity}
        busy={busy}
        onValueChange={setQuantity}
      />
    </FormCommandDialog>
  );
}

type Open = { kind: 'apply' } | { kind: 'allot' | 'update'; row: ResourceRow } | { kind: 'batch'; rows: ResourceRow[] };

/** Why the batch cannot run on the selection (an i18n key of `shops`), or null. */
function batchRefusal(rows: readonly ResourceRow[]): string | null {
  if (rows.length === 0) return 'reason.select';
  return rows.every((r) => isApproved(r)) ? null : 'reason.notApproved';
}

/** /shop/apply: the applications with 申请开店, 批量修改卡数量, and 分配卡号 / 修改卡信息 on each approved one. */
export function ShopApplyPage() {
  const { t } = useTranslation('shops');
  const buttons = useSession((s) => s.context.profile?.buttons);
  const [open, setOpen] = useState<{ what: Open; api: ListApi } | null>(null);
  const slots = useMemo(() => {
    const may = (action: string) => permitted(buttons, FAMILY.permission, action);
    return {
      title: t('title'),
      // the family's writes are this page's own commands; its review is on 审核中心 › 开店申请审核
      ownActions: true,
      without: ['add', 'edit', 'delete'] as const,
      toolbar: (api: ListApi) => {
        const why = batchRefusal(api.selectedRows());
        return (
          <>
            {may('apply') && (
              <Button
                intent={Intent.PRIMARY}
                icon="add"
                text={t('action.apply')}
                onClick={() => setOpen({ what: { kind: 'apply' }, api })}
              />
            )}
            {may('batchUpdateCard') && (
              <Button
                icon="edit"
                text={t('action.batch')}
                disabled={why !== null}
                title={why ? t(why) : undefined}
                onClick={() => setOpen({ what: { kind: 'batch', rows: api.selectedRows() }, api })}
              />
            )}
          </>
        );
      },
      rowActions: (row: ResourceRow, api: ListApi) => (
        <>
          {may('allotCard') && mayAllot(row) && (
            <RowButton
              text={t('action.allot')}
              of={displayText(row.shopName)}
              onClick={() => setOpen({ what: { kind: 'allot', row }, api })}
            />
          )}
          {may('updateCardInfo') && mayUpdateCard(row) && (
            <RowButton
              text={t('action.update')}
              of={displayText(row.shopName)}
              onClick={() => setOpen({ what: { kind: 'update', row }, api })}
            />
          )}
        </>
      ),
      actionsWidth: 200,
    };
  }, [buttons, t]);
  const close = (changed: boolean) => {
    if (changed) open?.api.refresh();
    setOpen(null);
  };
  const what = open?.what;
  return (
    <>
      <ResourceListPage definition={FAMILY} slots={slots} />
      {what?.kind === 'apply' && <ApplyDialog onClose={close} />}
      {(what?.kind === 'allot' || what?.kind === 'update') && <CardDialog row={what.row} mode={what.kind} onClose={close} />}
      {what?.kind === 'batch' && <BatchDialog rows={what.rows} onClose={close} />}
    </>
  );
}
