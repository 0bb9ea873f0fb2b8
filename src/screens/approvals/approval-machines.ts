/**
 * The approval machines with their services bound in (`.provide()`): card grant, company grant card, the review
 * machine and the leave process. Backend status codes become the machines' state names here
 * (services/api/approvals/status.ts); a failed call reaches the machine as the one `Failure` (services/http/settle.ts).
 * Every write is a command (docs/flows.md "Commands", `bindCommand`): sent with the key its confirming click made and
 * never cancelled once sent; after a lost answer its check reads the record again with the family's own queries.
 */
import { fromPromise } from 'xstate';
import { cardGrantMachine } from '@machines/card-grant/card-grant.machine';
import type { GrantStatusName, GrantWrite } from '@machines/card-grant/card-grant.types';
import type { VerifyOutput } from '@machines/command/command.types';
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
import type { CompanyGrantStatusName, RunCompanyActionInput } from '@machines/company-grant-card/company-grant-card.types';
import * as review from '@services/api/approvals/review';
import * as leave from '@services/api/approvals/leave';
import { leaveMachine } from '@machines/leave/leave.machine';
import type { LeaveTaskState, RunLeaveStepInput } from '@machines/leave/leave.types';
import { reviewMachine } from '@machines/review/review.machine';
import type { DecideInput, ReviewStatusName } from '@machines/review/review.types';
import { i18next } from '@/i18n/i18n';
import { settle } from '@services/http/settle';
import { bindCommand } from '@/components/use-command';

export interface ApprovalDeps {
  /** Shows a success toast (text already translated). */
  success: (text: string) => void;
}

export const grantStatusName: (code: unknown) => GrantStatusName = statusNamer(GRANT_STATUS);

/** What a check found: the record as it now is, or nothing. */
const verified = (record: unknown): VerifyOutput => (record ? { found: true, record } : { found: false });

/** Sends a grant's write once with the operation's key: an action, or the edit saved over the grant's own fields. */
function sendGrantWrite(w: GrantWrite, key: string): Promise<unknown> {
  if (w.kind === 'save') return grants.saveGrant({ ...grants.grantPayload(w.record), ...w.values }, key);
  return grants.runGrantAction(w.action, w.record, key);
}

/**
 * A grant write's effect after a lost answer, the grant read again: the status the action moves it to, a resend in
 * its history, the grant gone from its list (delete), or the edit's values saved.
 */
async function findGrantWrite(w: GrantWrite, startedAt: number, signal: AbortSignal): Promise<VerifyOutput> {
  if (w.kind === 'save') return verified(await grants.findGrantSave(String(w.record.id ?? ''), w.values, signal));
  return verified(await grants.findGrantAction(w.action, w.record, startedAt, signal));
}

export function bindCardGrant(deps: ApprovalDeps) {
  return cardGrantMachine.provide({
    actors: {
      loadGrant: fromPromise(async ({ input, signal }) => {
        const record = await settle(signal, grants.loadGrant(input.id, signal));
        return { record, status: grantStatusName(record.grantStatus), makers: makersOf(record, CARD_GRANT_MAKER_ACTIONS) };
      }),
      command: bindCommand<GrantWrite>(sendGrantWrite, findGrantWrite),
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
      // after a lost answer: the record read again holds the status the decision gives it
      command: bindCommand<DecideInput>(
        (d, key) => review.sendDecision(d.family, d.decision, d.record, d.comment, key),
        async (d, _startedAt, signal) => verified(await review.findDecision(d.family, d.decision, d.record, signal)),
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
      // after a lost answer: the new leave among the user's started ones, or the task claimed or done by them
      command: bindCommand<RunLeaveStepInput>(
        (step, key) => leave.sendLeaveStep(step, key),
        async (step, startedAt, signal) => verified(await leave.findLeaveStep(step, startedAt, signal)),
      ),
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
      // after a lost answer: the grant card's status, or the card user's, as the action leaves it
      command: bindCommand<RunCompanyActionInput>(
        (a, key) => company.runCompanyAction(a.action, a.record, a.userId, key),
        async (a, _startedAt, signal) => verified(await company.findCompanyAction(a.action, a.record, a.userId, signal)),
      ),
    },
    actions: {
      notifyDone: (_, { action }) => deps.success(i18next.t(`approvals:company.done.${action === 'terminate' ? 'terminate' : action}`)),
    },
  });
}
