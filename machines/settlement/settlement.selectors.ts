import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { commandMachine } from '@machines/command/command.machine';
import { stepOf } from '@machines/common/step-of';
import { STEPS, type settlementMachine } from './settlement.machine';
import { SETTLEMENT_REASONS, type SettlementStep } from './settlement.types';

type SettlementSnapshot = SnapshotFrom<typeof settlementMachine>;

export type SettlementView = 'loading' | 'loadFailed' | 'record';

export function selectSettlementView(s: SettlementSnapshot): SettlementView {
  if (s.matches('loadFailed')) return 'loadFailed';
  return s.context.record ? 'record' : 'loading';
}

/** 'allowed', or the i18n key of why a step's button is disabled. */
export function stepAllowance(s: Pick<SettlementSnapshot, 'context' | 'hasTag' | 'matches'>, step: SettlementStep): 'allowed' | string {
  const r = s.context.record;
  if (!r) return SETTLEMENT_REASONS.busy;
  const i = STEPS.indexOf(step);
  if (i < r.stage) return SETTLEMENT_REASONS.done;
  if (i > r.stage) return SETTLEMENT_REASONS.notYet;
  if (s.hasTag('busy') || !s.matches('ready')) return SETTLEMENT_REASONS.busy;
  return 'allowed';
}

/** The step the confirmation is about. */
export const selectPendingStep = (s: SettlementSnapshot) => s.context.pending;

/** The step of a settlement record's screen: ready, a step's command running, or saving the remark. */
export type SettlementStepView = 'ready' | 'committing' | 'savingInfo' | 'other';

export function selectSettlementStep(s: SettlementSnapshot): SettlementStepView {
  return stepOf(s, ['ready', 'committing', 'savingInfo']);
}

/** The command of the step being sent, while there is one (its refusal and its check are shown by its dialog). */
export const selectStepCommand = (s: SettlementSnapshot) =>
  s.matches('committing') ? (s.children.command as ActorRefFrom<typeof commandMachine> | undefined) : undefined;

/** The command of the remark being saved, while there is one (its refusal and its check are shown by its dialog). */
export const selectInfoCommand = (s: SettlementSnapshot) =>
  s.matches('savingInfo') ? (s.children.infoCommand as ActorRefFrom<typeof commandMachine> | undefined) : undefined;
