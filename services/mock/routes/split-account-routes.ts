/**
 * The simulated backend of the enterprise split-account onboarding (docs/flows.md "Split-account onboarding";
 * services/api/split-account/status.ts): saving the enterprise details (entaccount `submit`: a new record is 待开户,
 * an edit never changes the status), then `createAccount` (0 → 1, gives the trade account number), `uploadAccPic`
 * (multipart pictures, 1 → 2), `contractSubmit` (2 → 3) and `contractConfirm` (3 → 4, signed). Each step is taken only
 * from the status before it (else 当前状态不允许该操作), on a record of the caller's tenant (another tenant's record
 * reads as absent: 数据不存在). A repeat of an honoured Idempotency-Key answers the first answer (effects/common `keyed`).
 */
import { fail } from '../envelope';
import { nextId } from '../db';
import type { AuthedContext, RouteDefinition } from '../route';
import { formatDateTime } from '../seed';
import { okBody } from '../money/common';
import { keyed, registryRoute } from '../effects/common';
import { resourceTable, tenantRows } from './resource-routes';
import { requireResource } from '@services/resources/registry';
import type { Row } from '../recharge/store';
import {
  SPLIT_ACCOUNT_MSG,
  SPLIT_ACCOUNT_STATUS,
  statusAfter,
  statusBefore,
  type SplitAccountStep,
} from '@services/api/split-account/status';

const FAMILY = 'ent-account';
const def = () => requireResource(FAMILY);
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const now = (ctx: AuthedContext) => formatDateTime(ctx.now);

/** Fields the steps own: a save never sets them. */
const STEP_FIELDS = ['openStatus', 'accountNo', 'accPicCount', 'accPicTime', 'signTime', 'tenantId', 'createTime'];

const jsonBody = (ctx: AuthedContext): Row | null =>
  ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) && typeof (ctx.body as FormData).getAll !== 'function'
    ? (ctx.body as Row)
    : null;

/** The status of a record (a record saved before the flow existed has none: it is saved, not opened). */
const statusOf = (r: Row) => Number(r.openStatus ?? SPLIT_ACCOUNT_STATUS.saved.code);

/** The record the request names, among those of the caller's tenant. */
const ownRecord = (ctx: AuthedContext): Row | undefined => {
  const id = str(ctx.pathParams.id ?? ctx.params.id);
  return id ? tenantRows(ctx, def()).find((r) => str(r.id) === id) : undefined;
};

/** entaccount/submit: a new record (待开户) or an edit of the caller's record's details. */
function submit(ctx: AuthedContext): Response {
  const body = jsonBody(ctx);
  if (!body) return fail('请求体不能为空');
  const details = Object.fromEntries(Object.entries(body).filter(([k]) => !STEP_FIELDS.includes(k)));
  return keyed(ctx, () => {
    const known = str(body.id) ? ownRecord({ ...ctx, params: { ...ctx.params, id: str(body.id) } }) : undefined;
    if (str(body.id) && !known) return fail(SPLIT_ACCOUNT_MSG.notFound);
    const merged = { ...(known ?? {}), ...details };
    const missing = def().formFields.find((f) => f.required && str(merged[f.field]).trim() === '');
    if (missing) return fail(`${missing.field} 不能为空`);
    if (known) {
      Object.assign(known, details, { id: known.id, updateTime: now(ctx) });
      return okBody(known);
    }
    const row: Row = {
      ...details,
      id: nextId(ctx.db),
      openStatus: SPLIT_ACCOUNT_STATUS.saved.code,
      createTime: now(ctx),
      tenantId: ctx.session.tenant.tenantId,
    };
    resourceTable(ctx.db, def()).unshift(row);
    return okBody(row);
  });
}

/** An image file: by its type, or by its name when the part gave no type. */
const isPicture = (f: File) => (f.type ? f.type.startsWith('image/') : /\.(png|jpe?g|gif|bmp|webp)$/i.test(f.name));

/** The pictures of a multipart body: its file values (a string field is not a picture). */
function picturesOf(body: unknown): File[] | string {
  const form = body as FormData | null;
  if (!form || typeof form.getAll !== 'function') return SPLIT_ACCOUNT_MSG.noPictures;
  const files = [...form.entries()].map(([, v]) => v).filter((v): v is File => typeof v !== 'string');
  if (files.length === 0) return SPLIT_ACCOUNT_MSG.noPictures;
  if (!files.every(isPicture)) return SPLIT_ACCOUNT_MSG.notPicture;
  return files;
}

/** What each step writes beyond the status. */
const EXTRA: Record<SplitAccountStep, (ctx: AuthedContext, row: Row) => Row | string> = {
  createAccount: (ctx, row) => ({ accountNo: `EA${now(ctx).replace(/\D/g, '')}${str(row.id).slice(-4)}` }),
  uploadAccPic: (ctx) => {
    const pictures = picturesOf(ctx.body);
    return typeof pictures === 'string' ? pictures : { accPicCount: pictures.length, accPicTime: now(ctx) };
  },
  contractSubmit: () => ({}),
  contractConfirm: (ctx) => ({ signTime: now(ctx) }),
};

/** A step of the caller's record, only from the status before it. */
const step =
  (name: SplitAccountStep) =>
  (ctx: AuthedContext): Response =>
    keyed(ctx, () => {
      const row = ownRecord(ctx);
      if (!row) return fail(SPLIT_ACCOUNT_MSG.notFound);
      if (statusOf(row) !== statusBefore(name)) return fail(SPLIT_ACCOUNT_MSG.illegal);
      const extra = EXTRA[name](ctx, row);
      if (typeof extra === 'string') return fail(extra);
      Object.assign(row, extra, { openStatus: statusAfter(name), updateTime: now(ctx) });
      return okBody(row);
    });

/** The onboarding's routes, answered before the generic ones of the same paths (and behind the family's permission). */
export const splitAccountRoutes: readonly RouteDefinition[] = [
  registryRoute(FAMILY, 'submit', submit),
  registryRoute(FAMILY, 'createAccount', step('createAccount')),
  registryRoute(FAMILY, 'uploadAccPic', step('uploadAccPic')),
  registryRoute(FAMILY, 'contractSubmit', step('contractSubmit')),
  registryRoute(FAMILY, 'contractConfirm', step('contractConfirm')),
];
