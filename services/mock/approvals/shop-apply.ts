/**
 * The simulated card calls of shop applications (spec 001 §7 "Shop apply records"): an approved application is
 * allotted its card (record/allot/card), an approved application with its card changes the card information
 * (PUT record/update/card/info), several approved applications change their card quantity at once
 * (PUT record/batch/update/card). Filing and deciding an application are the review's (approvals/review.ts).
 * A call on an application that is not approved is refused with 当前状态不允许该操作; the caller sees only its tenant's
 * applications (the platform every tenant's); the button of each call is checked by the simulator (familyGuarded).
 */
import { MSG_ILLEGAL_STATE } from '@services/api/approvals/status';
import { cardNoProblem, isApproved, mayAllot, mayUpdateCard } from '@services/api/approvals/shop-apply';
import { protectedRoute, type AuthedContext, type RouteDefinition } from '../route';
import { formatDateTime } from '../seed';
import { tenantMaySee } from '../rules';
import { idParam, okAnswer, once, refusal, str, type Row } from './common';
import { shopApplyTable } from './review';

const SA = '/api/shop/apply/record';

/** The body of a JSON write merged over its query parameters. */
const input = (ctx: AuthedContext): Row => ({
  ...ctx.params,
  ...(ctx.body && typeof ctx.body === 'object' && !(ctx.body instanceof FormData) ? (ctx.body as Row) : {}),
});

/** A card quantity: a positive whole number, else NaN. */
function quantity(v: unknown): number {
  const n = Number(str(v).trim());
  return str(v).trim() !== '' && Number.isSafeInteger(n) && n > 0 ? n : Number.NaN;
}

const visibleApplication = (ctx: AuthedContext, id: string) =>
  shopApplyTable(ctx.db).find((r) => str(r.id) === id && tenantMaySee(ctx, r.tenantId));

/** Whether another application already holds the card. */
const cardTaken = (ctx: AuthedContext, cardNo: string, id: string) =>
  shopApplyTable(ctx.db).some((r) => str(r.cardNo) === cardNo && str(r.id) !== id);

function stamp(ctx: AuthedContext, r: Row, fields: Row): void {
  Object.assign(r, fields, { updateUser: ctx.session.user.id, updateTime: formatDateTime(ctx.now) });
  ctx.changed();
}

export const shopApplyRoutes: readonly RouteDefinition[] = [
  protectedRoute('post', `${SA}/allot/card`, (ctx) =>
    once(ctx, () => {
      const r = visibleApplication(ctx, idParam(ctx));
      if (!r) return refusal('数据不存在');
      if (!mayAllot(r)) return refusal(MSG_ILLEGAL_STATE);
      const cardNo = str(input(ctx).cardNo).trim();
      if (cardNoProblem(cardNo)) return refusal('卡号必须是16至19位数字');
      if (cardTaken(ctx, cardNo, str(r.id))) return refusal('该卡号已分配给其他申请');
      stamp(ctx, r, { cardNo, allotTime: formatDateTime(ctx.now), allotUser: ctx.session.user.realName || ctx.session.user.name });
      return okAnswer(r);
    }),
  ),
  protectedRoute('put', `${SA}/update/card/info`, (ctx) =>
    once(ctx, () => {
      const body = input(ctx);
      const r = visibleApplication(ctx, str(body.id).trim());
      if (!r) return refusal('数据不存在');
      if (!mayUpdateCard(r)) return refusal(MSG_ILLEGAL_STATE);
      const cardNo = str(body.cardNo).trim() || str(r.cardNo);
      if (cardNoProblem(cardNo)) return refusal('卡号必须是16至19位数字');
      if (cardTaken(ctx, cardNo, str(r.id))) return refusal('该卡号已分配给其他申请');
      const count = body.cardQuantity === undefined ? Number(r.cardQuantity) : quantity(body.cardQuantity);
      if (Number.isNaN(count)) return refusal('卡数量必须是正整数');
      stamp(ctx, r, { cardNo, cardQuantity: count });
      return okAnswer(r);
    }),
  ),
  protectedRoute('put', `${SA}/batch/update/card`, (ctx) =>
    once(ctx, () => {
      const body = input(ctx);
      const ids = str(body.ids)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (ids.length === 0) return refusal('请选择申请');
      const rows = ids.map((id) => visibleApplication(ctx, id));
      if (rows.some((r) => !r)) return refusal('数据不存在');
      // all or none: one application not approved refuses the batch
      if (rows.some((r) => !isApproved(r))) return refusal(MSG_ILLEGAL_STATE);
      const count = quantity(body.cardQuantity);
      if (Number.isNaN(count)) return refusal('卡数量必须是正整数');
      for (const r of rows as Row[]) stamp(ctx, r, { cardQuantity: count });
      return okAnswer(rows);
    }),
  ),
];
