/**
 * A dialog closed by being unmounted (the kit's way) gives the focus back to the button that opened it, through
 * the Blueprint root (src/components/return-focus.ts); focus the user moved elsewhere meanwhile is left alone.
 */
import { Button, Dialog } from '@blueprintjs/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BlueprintRoot } from '@/components/blueprint-root';
import { pressEscape } from '../../support/keyboard';

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <BlueprintRoot>
      <Button text="新增" onClick={() => setOpen(true)} />
      <input aria-label="关键词" />
      {open && (
        <Dialog isOpen title="新增参数" onClose={() => setOpen(false)}>
          <Button text="取消" onClick={() => setOpen(false)} />
        </Dialog>
      )}
    </BlueprintRoot>
  );
}

test('取消 and Escape close the dialog and the focus is back on 新增', async () => {
  const user = userEvent.setup();
  render(<Screen />);
  await user.click(screen.getByRole('button', { name: '新增' }));
  await user.click(await screen.findByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增参数' })).toBeNull());
  await waitFor(() => expect(screen.getByRole('button', { name: '新增' })).toHaveFocus());

  await user.click(screen.getByRole('button', { name: '新增' }));
  await screen.findByRole('dialog', { name: '新增参数' });
  await pressEscape(user);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增参数' })).toBeNull());
  await waitFor(() => expect(screen.getByRole('button', { name: '新增' })).toHaveFocus());
});

test('focus the user put elsewhere stays there', async () => {
  const user = userEvent.setup();
  render(<Screen />);
  await user.click(screen.getByRole('button', { name: '新增' }));
  await screen.findByRole('dialog', { name: '新增参数' });
  await pressEscape(user);
  await user.click(screen.getByRole('textbox', { name: '关键词' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增参数' })).toBeNull());
  expect(screen.getByRole('textbox', { name: '关键词' })).toHaveFocus();
});
