/**
 * The goods library's writes (spec 001 §4 "Goods", §7): add or edit one record, add several in one batch, put the
 * selected records on the shelf or take them off it. Each is one write on the command machine (docs/flows.md
 * "Commands"): a form step checked on 下一步 (the first field in error takes the focus), then the duplicate query of
 * every goods code (GET checkRepeat: a taken code is refused before anything is sent, with the backend's message),
 * then a confirmation in words with the request behind 请求详情. After a lost answer the goods are read back by their
 * codes (or ids) to find whether the write happened.
 */
import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import * as api from '@services/api/goods/calls';
import { BATCH_ADD_MAX, repeatedSkus, skuOf, SHELF_STATUS } from '@services/api/goods/status';
import { madeSince } from '@services/api/fields';
import { CommandDialog } from '@/components/command-dialog';
import { FormCommandDialog } from '@/components/form-dialog';
import type { Fact } from '@/components/facts-panel';
import { useFocusFirstInvalid } from '@/components/form-field';
import { useInvalidate } from '@/components/query-client';
import { notifySuccess } from '@/components/toaster';
import { useCommand } from '@/components/use-command';
import { displayText } from '@/lib/display';
import { displayFen } from '@/lib/money';
import { bodyOf, draftErrors, draftOf, emptyDraft, GoodsFields, useClassifications, type DraftErrors, type GoodsDraft } from './goods-form';

/** What a goods write changes: the library's lists and records. */
const invalidateGoods = (invalidate: ReturnType<typeof useInvalidate>) => void invalidate([api.GOODS], [api.COMMODITY]);

/** The names of some goods, for a confirmation: the first few, then how many more. */
function namesOf(names: readonly string[], t: TFunction<'goods'>): string {
  const shown = names.slice(0, 5).map((n) => `「${n}」`);
  const rest = names.length - shown.length;
  return rest > 0 ? `${shown.join('、')} ${t('confirm.count')} ${names.length}` : shown.join('、');
}

/**
 * Checks the drafts on 下一步: each draft's fields, then the codes repeated within the batch, then the duplicate query
 * of every code; answers the errors per draft, all empty when the drafts may be confirmed.
 */
function useDraftCheck() {
  const { t } = useTranslation('goods');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const check = async (drafts: readonly GoodsDraft[], ownId?: string): Promise<DraftErrors[]> => {
    const errors = drafts.map((d) => draftErrors(d, t));
    const twice = new Set(repeatedSkus(drafts.map((d) => d.skuId)));
    drafts.forEach((d, i) => {
      if (!errors[i]!.skuId && twice.has(skuOf(d.skuId))) errors[i]!.skuId = t('error.duplicateInBatch');
    });
    if (errors.some((e) => Object.keys(e).length > 0)) return errors;
    setChecking(true);
    setProblem(null);
    try {
      const taken = await Promise.all(drafts.map((d) => api.isRepeated(skuOf(d.skuId), ownId)));
      taken.forEach((repeat, i) => {
        if (repeat) errors[i]!.skuId = t('error.duplicate');
      });
    } catch {
      setProblem(t('error.checkFailed'));
      return drafts.map(() => ({ skuId: t('error.checkFailed') }));
    } finally {
      setChecking(false);
    }
    return errors;
  };
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  return { check, checking, problem, ref, focusFirstInvalid };
}
type DraftCheck = ReturnType<typeof useDraftCheck>;

/** The goods of the caller with one of these codes written since the operation started. */
async function foundByCodes(skus: readonly string[], startedAt: number, field: 'createTime' | 'updateTime', signal: AbortSignal) {
  const found = await Promise.all(skus.map((skuId) => api.findGoods({ skuId }, signal)));
  const rows = found.map((rows, i) => rows.find((r) => skuOf(r.skuId) === skus[i] && madeSince(r[field], startedAt)));
  return rows.every(Boolean) ? { found: true, record: rows[0] } : { found: false };
}

/** The failure of the duplicate query, over a goods form's fields. */
function CheckProblem({ form }: { form: DraftCheck }) {
  return form.problem ? (
    <Callout intent={Intent.DANGER} role="alert">
      {form.problem}
    </Callout>
  ) : null;
}

/** What a goods form's dialog shares: its icon, its checks (the field to focus, the duplicate query under way), its cancel. */
const goodsStep = (form: DraftCheck, onClose: (saved: boolean) => void) => ({
  icon: 'add' as const,
  formRef: form.ref,
  busy: form.checking,
  nextLoading: form.checking,
  onCancel: () => onClose(false),
});

/** 新增 (no `row`) or 编辑 of one goods record (POST submit). */
export function GoodsEditDialog({ row, taxRate, onClose }: { row?: api.Row; taxRate: string; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('goods');
  const invalidate = useInvalidate();
  const classes = useClassifications();
  const id = row ? displayText(row.id) : undefined;
  const [draft, setDraft] = useState<GoodsDraft>(() => (row ? draftOf(row) : emptyDraft(taxRate)));
  const [errors, setErrors] = useState<DraftErrors>({});
  const form = useDraftCheck();
  const { check, checking, focusFirstInvalid } = form;
  const command = useCommand<api.GoodsBody>({
    send: (body, key) => api.submitGoods(body, key),
    verify: (body, startedAt, signal) => foundByCodes([body.skuId], startedAt, body.id ? 'updateTime' : 'createTime', signal),
    found: (record) => t('done.found', { name: displayText((record as api.Row | null)?.goodsName) }),
    onDone: (_r, body) => {
      notifySuccess(t(body.id ? 'done.edited' : 'done.added'));
      invalidateGoods(invalidate);
      onClose(true);
    },
  });
  const busy = command.step !== 'idle' || checking;
  const next = async () => {
    if (busy) return;
    const [found] = await check([draft], id);
    setErrors(found!);
    if (Object.keys(found!).length > 0) return focusFirstInvalid();
    command.request(bodyOf(draft, classes, id));
  };
  return (
    <FormCommandDialog
      title={t(id ? 'form.editTitle' : 'form.addTitle')}
      className="fc-goods-dialog"
      command={command}
      {...goodsStep(form, onClose)}
      onNext={next}
      confirm={(body) => ({
        title: t(id ? 'confirm.editTitle' : 'confirm.addTitle'),
        icon: id ? 'edit' : 'add',
        confirmText: t(id ? 'confirm.submitEdit' : 'confirm.submitAdd'),
        lines: [
          [t('field.goodsName'), body.goodsName],
          [t('field.skuId'), body.skuId],
          [t('field.classify'), body.classifyName],
          [t('field.costPrice'), displayFen(body.costPrice)],
          [t('field.salePrice'), <strong key="p">{displayFen(body.salePrice)}</strong>],
          [t('field.taxRate'), `${body.taxRate || '0'}%`],
          [t('field.stock'), String(body.stock)],
        ],
        request: api.goodsRequest('submit', body),
        children: (
          <p>
            {t(id ? 'confirm.edit' : 'confirm.add', {
              name: body.goodsName,
              sku: body.skuId,
              price: displayFen(body.salePrice),
              rate: body.taxRate || '0',
            })}
          </p>
        ),
      })}
    >
      <CheckProblem form={form} />
      <GoodsFields
        prefix="goods"
        draft={draft}
        errors={errors}
        disabled={busy}
        classes={classes}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      />
    </FormCommandDialog>
  );
}

/** 批量新增: several goods rows sent at once (POST saveBatch), all or none; every code checked before the confirmation. */
export function BatchAddDialog({ taxRate, onClose }: { taxRate: string; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('goods');
  const invalidate = useInvalidate();
  const classes = useClassifications();
  const [drafts, setDrafts] = useState<GoodsDraft[]>(() => [emptyDraft(taxRate), emptyDraft(taxRate)]);
  const [errors, setErrors] = useState<DraftErrors[]>([]);
  const form = useDraftCheck();
  const { check, checking, focusFirstInvalid } = form;
  const command = useCommand<api.GoodsBody[]>({
    send: (rows, key) => api.batchAddGoods(rows, key),
    verify: (rows, startedAt, signal) =>
      foundByCodes(
        rows.map((r) => r.skuId),
        startedAt,
        'createTime',
        signal,
      ),
    found: (record) => t('done.found', { name: displayText((record as api.Row | null)?.goodsName) }),
    onDone: (_r, rows) => {
      notifySuccess(t('done.batchAdded', { count: rows.length }));
      invalidateGoods(invalidate);
      onClose(true);
    },
  });
  const busy = command.step !== 'idle' || checking;
  const next = async () => {
    if (busy) return;
    const found = await check(drafts);
    setErrors(found);
    if (found.some((e) => Object.keys(e).length > 0)) return focusFirstInvalid();
    command.request(drafts.map((d) => bodyOf(d, classes)));
  };
  return (
    <FormCommandDialog
      title={t('form.batchTitle')}
      className="fc-goods-dialog fc-goods-dialog-wide"
      command={command}
      {...goodsStep(form, onClose)}
      onNext={next}
      confirm={(rows) => ({
        title: t('confirm.batchTitle'),
        icon: 'add',
        confirmText: t('confirm.submitBatch'),
        lines: [
          [t('confirm.count'), String(rows.length)],
          ...rows.map(
            (r, i): Fact => [
              t('form.row', { n: i + 1 }),
              `${r.goodsName} · ${r.skuId} · ${displayFen(r.salePrice)} · ${r.taxRate || '0'}%`,
            ],
          ),
        ],
        request: api.goodsRequest('batchAdd', rows),
        children: (
          <p>
            {t('confirm.batch', {
              count: rows.length,
              names: namesOf(
                rows.map((r) => r.goodsName),
                t,
              ),
            })}
          </p>
        ),
      })}
    >
      <CheckProblem form={form} />
      {drafts.map((d, i) => (
        // rows are added and removed at the end or by their place; the place is the row's name
        // biome-ignore lint/suspicious/noArrayIndexKey: a draft has no id of its own
        <fieldset key={i} className="fc-goods-batch-row">
          <legend>{t('form.row', { n: i + 1 })}</legend>
          <GoodsFields
            prefix={`goods-${i + 1}`}
            draft={d}
            errors={errors[i] ?? {}}
            disabled={busy}
            classes={classes}
            onChange={(patch) => setDrafts((all) => all.map((x, j) => (j === i ? { ...x, ...patch } : x)))}
          />
          {drafts.length > 1 && (
            <Button
              variant="minimal"
              icon="trash"
              intent={Intent.DANGER}
              text={t('form.removeRow', { n: i + 1 })}
              disabled={busy}
              onClick={() => {
                setDrafts((all) => all.filter((_, j) => j !== i));
                setErrors((all) => all.filter((_, j) => j !== i));
              }}
            />
          )}
        </fieldset>
      ))}
      <Button
        icon="add"
        text={t('form.addRow')}
        disabled={busy || drafts.length >= BATCH_ADD_MAX}
        onClick={() => setDrafts((all) => [...all, emptyDraft(taxRate)])}
      />
    </FormCommandDialog>
  );
}

/** What a shelf write sends, with the goods it names. */
interface ShelfWrite {
  ids: string[];
  names: string[];
}

/**
 * 上架 / 下架 of the selected goods (POST upShelf / downShelf?ids): the confirmation names them; after a lost answer
 * each is read again and the write is found when all have the new status. Answers the asking function and the dialog.
 */
export function useShelf(direction: 'upShelf' | 'downShelf'): { ask: (rows: readonly api.Row[]) => void; dialog: ReactNode } {
  const { t } = useTranslation('goods');
  const invalidate = useInvalidate();
  const up = direction === 'upShelf';
  const status = up ? SHELF_STATUS.on : SHELF_STATUS.off;
  const command = useCommand<ShelfWrite>({
    send: (w, key) => api.setShelf(direction, w.ids, key),
    verify: async (w, _startedAt, signal) => {
      const records = await Promise.all(w.ids.map((id) => api.goodsDetail(id, signal)));
      return records.every((r) => Number(r.shelfStatus) === status) ? { found: true, record: records[0] } : { found: false };
    },
    found: (record) => t('done.found', { name: displayText((record as api.Row | null)?.goodsName) }),
    onDone: (_r, w) => {
      notifySuccess(t(up ? 'done.up' : 'done.down', { count: w.ids.length }));
      invalidateGoods(invalidate);
    },
  });
  const w = command.payload;
  const dialog = (
    <CommandDialog
      command={command}
      title={t(up ? 'confirm.upTitle' : 'confirm.downTitle')}
      icon={up ? 'upload' : 'download'}
      intent={up ? Intent.PRIMARY : Intent.WARNING}
      confirmText={t(up ? 'confirm.submitUp' : 'confirm.submitDown')}
      lines={w ? [[t('confirm.count'), String(w.ids.length)]] : []}
      request={w ? api.goodsRequest(direction, null, { ids: w.ids.join(',') }) : null}
    >
      {w ? <p>{t(up ? 'confirm.up' : 'confirm.down', { count: w.ids.length, names: namesOf(w.names, t) })}</p> : null}
    </CommandDialog>
  );
  return {
    ask: (rows) => command.request({ ids: rows.map((r) => displayText(r.id)), names: rows.map((r) => displayText(r.goodsName)) }),
    dialog,
  };
}
