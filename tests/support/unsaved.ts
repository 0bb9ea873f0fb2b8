/** The unsaved-edit question as a user meets it: the browser's before-unload, and the console's 有未保存的修改. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Whether the browser would ask before leaving the page now: a cancelable `beforeunload` that something prevented. */
export function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** The console's question before edits are dropped, once it shows. */
export const leaveQuestion = () => screen.findByRole('alertdialog', { name: '有未保存的修改' });

/** The question is not showing. */
export const noLeaveQuestion = () => expect(screen.queryByRole('alertdialog', { name: '有未保存的修改' })).not.toBeInTheDocument();

/** Answers the question: 留在此页 keeps the edits, 继续离开 drops them. */
export async function answerLeave(user: UserEvent, answer: '留在此页' | '继续离开'): Promise<void> {
  await user.click(within(await leaveQuestion()).getByRole('button', { name: answer }));
}
