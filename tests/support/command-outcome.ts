import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { GateBoard } from './gate-board';

/**
 * Performs a composed command's outcome (`xstate.done.actor.command`, or the id the flow gave it) on screen: its held
 * write answered (done), or refused, the command's dialog saying so and offering a retry, and the user giving up with
 * 取消 (dropped).
 */
export async function commandOutcome(
  gates: GateBoard,
  event: unknown,
  user: ReturnType<typeof userEvent.setup>,
  actor = 'command',
): Promise<void> {
  const gate = await gates.take(actor);
  if ((event as { output: { done: boolean } }).output.done) {
    gate.release();
    return;
  }
  gate.fail('500');
  // the command's dialog, over the flow's own confirmation when it has one
  const failed = await waitFor(
    () => {
      const shown = screen.getAllByRole('alertdialog').find((d) => within(d).queryByText('操作失败'));
      if (!shown) throw new Error('the refusal is not shown');
      return shown;
    },
    { timeout: 3000 },
  );
  expect(within(failed).getByRole('button', { name: '重试' })).toBeInTheDocument();
  await user.click(within(failed).getByRole('button', { name: '取消' }));
}
