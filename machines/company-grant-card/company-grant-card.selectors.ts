import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { commandMachine } from '@machines/command/command.machine';
import { mayGrantCards, userIsValid, type companyGrantCardMachine } from './company-grant-card.machine';
import { COMPANY_REASONS } from './company-grant-card.types';

type Snap = SnapshotFrom<typeof companyGrantCardMachine>;

/** 'allowed', or the i18n key of why an action cannot start now. */
export function companyAllowance(s: Snap, what: 'grantCard' | 'terminate' | 'invalid', userId = ''): 'allowed' | string {
  const c = s.context;
  if (!c.record) return COMPANY_REASONS.notLoaded;
  const event = what === 'invalid' ? { type: 'company.invalid' as const, userId } : { type: `company.${what}` as const };
  if (s.can(event)) return 'allowed';
  if (!s.matches('ready')) return COMPANY_REASONS.busy;
  if (what === 'grantCard') {
    if (c.status !== 'draft') return COMPANY_REASONS.onlyDraft;
    if (!c.mayGrant) return COMPANY_REASONS.noPermission;
    return mayGrantCards(c) ? COMPANY_REASONS.noRemain : COMPANY_REASONS.maker;
  }
  if (what === 'terminate') return COMPANY_REASONS.onlyGranted;
  return c.status !== 'granted' ? COMPANY_REASONS.onlyGranted : userIsValid(c, userId) ? COMPANY_REASONS.busy : COMPANY_REASONS.userInvalid;
}

/** Whether the screen offers granting the cards at all: only to a role with the grant permission. */
export const selectOffersGrant = (s: Snap): boolean => s.context.mayGrant;

/** The grant failed to load. */
export const selectCompanyLoadFailed = (s: Snap): boolean => s.matches('failed');
/** A decision is on its way to the server. */
export const selectCompanySubmitting = (s: Snap): boolean => s.matches('submitting');

/** The command of the action being sent, while there is one (its refusal and its check are shown by its dialog). */
export const selectCompanyCommand = (s: Snap) =>
  s.matches('submitting') ? (s.children.command as ActorRefFrom<typeof commandMachine> | undefined) : undefined;
