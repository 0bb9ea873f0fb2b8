/**
 * The approval machines with their services bound in (`.provide()`): card grant, company grant card, the review
 * machine and the leave process. Backend status codes become the machines' state names here
 * (services/api/approvals/status.ts); a failed call reaches the machine as the one `Failure` (services/http/settle.ts).
 */
import { fromPromise } from 'xstate';
import { cardGrantMachine } from '@machines/card-grant/card-grant.machine';
import type { GrantStatusName } from '@machines/card-grant/card-grant.types';
import * as grants from '@services/api/approvals/card-grant';
import { CARD_GRANT_MAKER_ACTIONS, COMPANY_GRANT_MAKER_ACTIONS, makersOf } from '@services/api/approvals/duties';
import {
  COMPANY_CARD_USER_STATUS,
  COMPANY_GRANT_STATUS,
  GRANT_STATUS,
  REVIEW_STATUS,
  statusCode,
  statusNamer,
} from '@services/api/approvals/status';
import * as company from '@services/api/approvals/company-grant-card';
import { companyGrantCardMachine } from '@machines/company-grant-card/company-grant-card.machine';
import type { CompanyGrantStatusName } from '@machines/company-grant-card/company-grant-card.types';
import * as review from '@services/api/approvals/review';
import * as leave from '@services/api/approvals/leave';
import { leaveMachine } from '@machines/leave/leave.machine';
import type { LeaveTaskState } from '@machines/leave/leave.types';
import { reviewMachine } from '@machines/review/review.machine';
import type { ReviewStatusName } from '@machines/review/review.types';
import { i18next } from '@/i18n/i18n';
import { settle } from '@services/http/settle';

export interface ApprovalDeps {
  /** Shows a success toast (text already translated). */
  success: (text: string) => void;
}

export const grantStatusName: (code: unknown) => GrantStatusName = statusNamer(GRANT_STATUS);

export function bindCardGrant(deps: ApprovalDeps) {
  return cardGrantMachine.provide({
    actors: {
      loadGrant: fromPromise(async ({ input, signal }) => {
        const record = await settle(signal, grants.loadGrant(input.id, signal));
        return { record, status: grantStatusName(record.grantStatus), makers: makersOf(record, CARD_GRANT_MAKER_ACTIONS) };
      }),
      runAction: fromPromise(({ input, signal }) => settle(signal, grants.runGrantAction(input.action, input.record, signal))),
      saveGrant: fromPromise(({ input, signal }) =>
        settle(signal, grants.saveGrant({ ...grants.grantPayload(input.record), ...input.values }, undefined, signal)),
      ),
    },
    actions: {
      notifyDone: (_, { action }) => deps.success(i18next.t(`approvals:grant.done.${action}`)),
    },
  });
}

// ------------------------------------------------------------------------------------------ review

export const reviewStatusName: (code: unknown) => ReviewStatusName = statusNamer(REVIEW_STATUS);

export function bindReview(deps: ApprovalDeps) {
  return reviewMachine.provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }) => {
        const record = await settle(signal, review.loadReviewRecord(input.family, input.id, signal));
        return {
          record,
          status: reviewStatusName(record[review.reviewFamily(input.family).statusField]),
          applicantId: String(record.createUser ?? ''),
        };
      }),
      decide: fromPromise(({ input, signal }) =>
        settle(signal, review.sendDecision(input.family, input.decision, input.record, input.comment, signal)),
      ),
    },
    actions: {
      notifyDone: (_, { decision }) => deps.success(i18next.t(`approvals:review.done.${decision}`)),
    },
  });
}

// ------------------------------------------------------------------------------------------ leave

/** Where a task stands for a user: open and theirs (claimed), open and claimable, or nothing to do. */
export function taskStateFor(record: Pick<leave.LeaveRecord, 'tasks'>, taskId: string, userId: string): LeaveTaskState {
  const task = record.tasks.find((t) => t.taskId === taskId);
  if (!task || task.endTime) return 'closed';
  if (task.assigneeId === userId) return 'claimed';
  return !task.assigneeId && task.candidateIds.includes(userId) ? 'unclaimed' : 'closed';
}

export function bindLeave(deps: ApprovalDeps) {
  return leaveMachine.provide({
    actors: {
      loadLeave: fromPromise(async ({ input, signal }) => {
        const record = await settle(signal, leave.loadLeave(input.businessId, signal));
        const history = await settle(signal, leave.loadLeaveHistory(record.processInstanceId || input.processInstanceId, signal));
        return { record, history, task: input.mode === 'handle' ? taskStateFor(record, input.taskId, input.userId) : 'closed' };
      }),
      runStep: fromPromise(({ input, signal }) => {
        switch (input.step) {
          case 'start':
            return settle(signal, leave.startLeave({ processDefinitionId: input.processDefinitionId, ...input.values }, signal));
          case 'claim':
            return settle(signal, leave.claimTask(input.taskId, signal));
          default:
            return settle(
              signal,
              leave.completeTask(
                { taskId: input.taskId, processInstanceId: input.processInstanceId, pass: input.step === 'pass', comment: input.comment },
                signal,
              ),
            );
        }
      }),
    },
    actions: {
      notifyDone: (_, { step }) =>
        deps.success(
          i18next.t(
            step === 'start' ? 'approvals:leave.started' : step === 'claim' ? 'approvals:leave.claimed' : 'approvals:leave.completed',
          ),
        ),
    },
  });
}

// ------------------------------------------------------------------------------------------ company grant card

const companyStatusName: (code: unknown) => CompanyGrantStatusName = statusNamer(COMPANY_GRANT_STATUS);

export function bindCompanyGrantCard(deps: ApprovalDeps) {
  return companyGrantCardMachine.provide({
    actors: {
      loadGrant: fromPromise(async ({ input, signal }) => {
        const [record, remain, users] = await settle(
          signal,
          Promise.all([
            company.loadCompanyGrant(input.id, signal),
            company.remainQuantity(input.id, signal),
            company.companyCardUsers(input.id, signal),
          ]),
        );
        return {
          record,
          status: companyStatusName(record.grantStatus),
          remain,
          users: users.map((u) => ({ ...u, valid: statusCode(u.cardStatus) === COMPANY_CARD_USER_STATUS.valid })),
          makers: makersOf(record, COMPANY_GRANT_MAKER_ACTIONS),
        };
      }),
      runAction: fromPromise(({ input, signal }) =>
        settle(signal, company.runCompanyAction(input.action, input.record, input.userId, signal)),
      ),
    },
    actions: {
      notifyDone: (_, { action }) => deps.success(i18next.t(`approvals:company.done.${action === 'terminate' ? 'terminate' : action}`)),
    },
  });
}
