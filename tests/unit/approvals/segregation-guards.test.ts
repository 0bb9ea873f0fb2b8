/**
 * The approval machines refuse a decision to a user without the permission and to the record's maker, and their
 * selectors say why (the i18n key the screen shows on the disabled button or as a note).
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { reviewMachine } from '@machines/review/review.machine';
import { reviewAllowance, selectMayDecide, selectOwnApplicationNote } from '@machines/review/review.selectors';
import { REVIEW_REASONS, type LoadedReview } from '@machines/review/review.types';
import { cardGrantMachine } from '@machines/card-grant/card-grant.machine';
import { grantActionAllowance, selectOffersAction } from '@machines/card-grant/card-grant.selectors';
import { GRANT_REASONS, type LoadedGrant } from '@machines/card-grant/card-grant.types';
import { companyGrantCardMachine } from '@machines/company-grant-card/company-grant-card.machine';
import { companyAllowance, selectOffersGrant } from '@machines/company-grant-card/company-grant-card.selectors';
import { COMPANY_REASONS, type LoadedCompanyGrant } from '@machines/company-grant-card/company-grant-card.types';
import { makersOf } from '@services/api/approvals/duties';

const ME = 'U1';

async function review(o: { mayDecide: boolean; applicantId: string }) {
  const machine = reviewMachine.provide({
    actors: {
      loadRecord: fromPromise<LoadedReview, { family: string; id: string }>(async () => ({
        record: { id: 'R1' },
        status: 'pending',
        applicantId: o.applicantId,
      })),
    },
  });
  const actor = createActor(machine, {
    input: { family: 'platform-approval', queue: ['R1'], index: 0, userId: ME, mayDecide: o.mayDecide, cancellable: true },
  }).start();
  return waitFor(actor, (s) => s.matches('ready'));
}

describe('review machine', () => {
  test("a reviewer decides someone else's pending application", async () => {
    const s = await review({ mayDecide: true, applicantId: 'P' });
    expect(s.can({ type: 'review.approve' })).toBe(true);
    expect(s.can({ type: 'review.reject' })).toBe(true);
    expect(reviewAllowance(s, 'approve')).toBe('allowed');
    expect(selectMayDecide(s)).toBe(true);
    expect(selectOwnApplicationNote(s)).toBeNull();
  });

  test('a role without the review permission cannot approve or reject, even by a shortcut', async () => {
    const s = await review({ mayDecide: false, applicantId: 'P' });
    expect(s.can({ type: 'review.approve' })).toBe(false);
    expect(s.can({ type: 'review.reject' })).toBe(false);
    expect(reviewAllowance(s, 'approve')).toBe(REVIEW_REASONS.noPermission);
    expect(reviewAllowance(s, 'reject')).toBe(REVIEW_REASONS.noPermission);
    expect(selectMayDecide(s)).toBe(false);
  });

  test('the applicant with the permission cannot decide their own application, and is told why', async () => {
    const s = await review({ mayDecide: true, applicantId: ME });
    expect(s.can({ type: 'review.approve' })).toBe(false);
    expect(reviewAllowance(s, 'approve')).toBe(REVIEW_REASONS.self);
    expect(reviewAllowance(s, 'reject')).toBe(REVIEW_REASONS.self);
    expect(selectOwnApplicationNote(s)).toBe(REVIEW_REASONS.self);
    // their page offers no decision at all (no comment box, no approve or reject)
    expect(selectMayDecide(s)).toBe(false);
    // the applicant may still cancel it
    expect(s.can({ type: 'review.cancel' })).toBe(true);
  });

  test('an applicant without the permission sees the note too', async () => {
    const s = await review({ mayDecide: false, applicantId: ME });
    expect(selectOwnApplicationNote(s)).toBe(REVIEW_REASONS.self);
  });
});

async function grant(o: { status: LoadedGrant['status']; makers: string[]; mayApprove: boolean }) {
  const machine = cardGrantMachine.provide({
    actors: {
      loadGrant: fromPromise<LoadedGrant, { id: string }>(async () => ({ record: { id: 'G1' }, status: o.status, makers: o.makers })),
    },
  });
  const actor = createActor(machine, { input: { id: 'G1', userId: ME, mayApprove: o.mayApprove } }).start();
  return waitFor(actor, (s) => s.matches('ready'));
}

describe('card grant machine', () => {
  test('an approver who did not make the grant approves it', async () => {
    const s = await grant({ status: 'pending', makers: ['O'], mayApprove: true });
    expect(s.can({ type: 'grant.send' })).toBe(true);
    expect(grantActionAllowance(s, 'send')).toBe('allowed');
  });

  test('whoever drafted, edited or sent the grant for approval cannot approve it', async () => {
    const s = await grant({ status: 'pending', makers: ['O', ME], mayApprove: true });
    expect(s.can({ type: 'grant.send' })).toBe(false);
    expect(grantActionAllowance(s, 'send')).toBe(GRANT_REASONS.maker);
    // other actions of a maker stay as they were
    expect(s.can({ type: 'grant.disuse' })).toBe(true);
  });

  test('a role without the approve permission is not offered approving at all', async () => {
    const s = await grant({ status: 'pending', makers: ['O'], mayApprove: false });
    expect(s.can({ type: 'grant.send' })).toBe(false);
    expect(grantActionAllowance(s, 'send')).toBe(GRANT_REASONS.noPermission);
    expect(selectOffersAction(s, 'send')).toBe(false);
    expect(selectOffersAction(s, 'ensure')).toBe(true);
  });

  test('the drafter still sends their own draft for approval; a draft is not approvable', async () => {
    const s = await grant({ status: 'draft', makers: [ME], mayApprove: true });
    expect(s.can({ type: 'grant.ensure' })).toBe(true);
    expect(grantActionAllowance(s, 'send')).toBe(GRANT_REASONS.onlyPending);
  });

  test('the makers of a grant are its creator and whoever saved, edited or sent it', () => {
    const record = {
      createUser: 'A',
      history: [
        { action: 'save', userId: 'A' },
        { action: 'edit', userId: 'B' },
        { action: 'ensure', userId: 'C' },
        { action: 'addUser', userId: 'D' },
        { action: 'send', userId: 'E' },
      ],
    };
    expect(makersOf(record, ['save', 'edit', 'ensure'])).toEqual(['A', 'B', 'C']);
  });
});

async function company(o: { makers: string[]; mayGrant: boolean }) {
  const machine = companyGrantCardMachine.provide({
    actors: {
      loadGrant: fromPromise<LoadedCompanyGrant, { id: string }>(async () => ({
        record: { id: 'C1' },
        status: 'draft',
        remain: 10,
        users: [],
        makers: o.makers,
      })),
    },
  });
  const actor = createActor(machine, { input: { id: 'C1', currentUserId: ME, mayGrant: o.mayGrant } }).start();
  return waitFor(actor, (s) => s.matches('ready'));
}

describe('company grant card machine', () => {
  test('the platform grants the cards of a grant card someone else drafted', async () => {
    const s = await company({ makers: ['P'], mayGrant: true });
    expect(s.can({ type: 'company.grantCard' })).toBe(true);
    expect(companyAllowance(s, 'grantCard')).toBe('allowed');
  });

  test('the drafter cannot grant the cards', async () => {
    const s = await company({ makers: [ME], mayGrant: true });
    expect(s.can({ type: 'company.grantCard' })).toBe(false);
    expect(companyAllowance(s, 'grantCard')).toBe(COMPANY_REASONS.maker);
  });

  test('a role without the grant permission is not offered granting', async () => {
    const s = await company({ makers: ['P'], mayGrant: false });
    expect(s.can({ type: 'company.grantCard' })).toBe(false);
    expect(companyAllowance(s, 'grantCard')).toBe(COMPANY_REASONS.noPermission);
    expect(selectOffersGrant(s)).toBe(false);
  });
});
