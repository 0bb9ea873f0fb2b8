import { expect } from 'vitest';
import { waitFor, within } from '@testing-library/react';

/**
 * The cells of the generic list's row naming `text`, once it is listed (Blueprint's table draws each row as cells
 * `bp6-table-cell-row-<n>`, in each of its quadrants: the main one is read).
 */
export async function rowOf(text: string): Promise<HTMLElement[]> {
  let row: HTMLElement[] = [];
  await waitFor(
    () => {
      const main = document.querySelector<HTMLElement>('.resource-table .bp6-table-quadrant-main');
      const cells = [...(main?.querySelectorAll<HTMLElement>('.bp6-table-cell') ?? [])];
      const hit = cells.find((c) => c.textContent?.includes(text));
      const index = hit && /bp6-table-cell-row-(\d+)/.exec(hit.className)?.[1];
      expect(index).toBeDefined();
      row = cells.filter((c) => c.classList.contains(`bp6-table-cell-row-${index}`));
    },
    { timeout: 10_000 },
  );
  return row;
}

/** The button of a row's cells named `name`. */
export const buttonOf = (row: HTMLElement[], name: string) => row.flatMap((c) => within(c).queryAllByRole('button', { name }))[0]!;
