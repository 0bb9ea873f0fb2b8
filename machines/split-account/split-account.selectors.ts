import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { commandMachine } from '@machines/command/command.machine';
import { stepOf } from '@machines/common/step-of';
import { STEPS, commandOf, nextStep, type splitAccountMachine } from './split-account.machine';
import { SPLIT_ACCOUNT_REASONS, type SplitAccountStep } from './split-account.types';

type SplitAccountSnapshot = SnapshotFrom<typeof splitAccountMachine>;
type Readable = Pick<SplitAccountSnapshot, 'context' | 'hasTag' | 'matches'>;

/** Which body the screen shows: the details form, the record's stepper, a failed read, a read running, or the signed record. */
export type SplitAccountView = 'form' | 'record' | 'loading' | 'loadFailed' | 'done';

export function selectSplitAccountView(s: SplitAccountSnapshot): SplitAccountView {
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.hasTag('done')) return 'done';
  if (s.context.record) return 'record';
  if (s.context.id === null) return 'form';
  return 'loading';
}

/** The stepper's steps: saving the details, then the record's own. */
export const FLOW_STEPS = ['save', ...STEPS] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** Where each step of the stepper is: done, current or waiting. */
export function selectStepStates(s: Pick<SplitAccountSnapshot, 'context'>): Record<FlowStep, 'done' | 'current' | 'waiting'> {
  const r = s.context.record;
  const stage = r ? r.stage + 1 : 0; // the save counts as the first step
  return Object.fromEntries(FLOW_STEPS.map((step, i) => [step, i < stage ? 'done' : i === stage ? 'current' : 'waiting'])) as Record<
    FlowStep,
    'done' | 'current' | 'waiting'
  >;
}

/** 'allowed', or the i18n key of why saving the details is not possible now. */
export function saveAllowance(s: Readable): 'allowed' | string {
  if (!s.matches('editing')) return SPLIT_ACCOUNT_REASONS.busy;
  const c = s.context;
  if (c.detailsError) return c.detailsError;
  return c.details ? 'allowed' : SPLIT_ACCOUNT_REASONS.fillDetails;
}

/** 'allowed', or the i18n key of why a step's button is disabled. */
export function stepAllowance(s: Readable, step: SplitAccountStep): 'allowed' | string {
  const r = s.context.record;
  if (!r) return SPLIT_ACCOUNT_REASONS.busy;
  const i = STEPS.indexOf(step);
  if (i < r.stage) return SPLIT_ACCOUNT_REASONS.done;
  if (nextStep(r) !== step) return SPLIT_ACCOUNT_REASONS.notYet;
  if (s.hasTag('busy') || !s.matches('ready')) return SPLIT_ACCOUNT_REASONS.busy;
  if (step === 'uploadAccPic' && s.context.pictures.length === 0) return SPLIT_ACCOUNT_REASONS.choosePictures;
  return 'allowed';
}

/** The step the record waits for (undefined when signed or unread). */
export const selectNextStep = (s: Pick<SplitAccountSnapshot, 'context'>) => nextStep(s.context.record);

/** What the confirmation is about: the write and its payload (exactly what its command sends). */
export const selectPending = (s: Pick<SplitAccountSnapshot, 'context'>) => (s.context.pending ? commandOf(s.context) : null);

/** The state of the flow a screen tells apart (buttons wait while a write runs). */
export type SplitAccountStepView = 'editing' | 'ready' | 'confirming' | 'committing' | 'other';

export function selectSplitAccountStep(s: SplitAccountSnapshot): SplitAccountStepView {
  return stepOf(s, ['editing', 'ready', 'confirming', 'committing']);
}

/** The command of the write being sent, while there is one (its refusal and its check are shown by its dialog). */
export const selectSplitAccountCommand = (s: SplitAccountSnapshot) =>
  s.matches('committing') ? (s.children.command as ActorRefFrom<typeof commandMachine> | undefined) : undefined;
