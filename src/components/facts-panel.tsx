/** Label/value pairs of a record as a description list (`<dl>`). */
import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './components.css';

export type Fact = readonly [label: string, value: ReactNode];

export function FactsPanel({
  items,
  label,
  wide,
  namedValues,
}: {
  items: ReadonlyArray<Fact | null | false>;
  /** The accessible name of the list. */
  label?: string;
  /** Two pairs on a row. */
  wide?: boolean;
  /** Each value is named by its label (found by `getByLabelText(label)`, read out with it). */
  namedValues?: boolean;
}) {
  return (
    <dl className={wide ? 'fc-facts fc-facts-wide' : 'fc-facts'} aria-label={label}>
      {items.map((item) =>
        item ? (
          <div key={item[0]}>
            <dt className={Classes.TEXT_MUTED}>{item[0]}</dt>
            <dd>
              {namedValues ? (
                <span role="group" aria-label={item[0]}>
                  {item[1]}
                </span>
              ) : (
                item[1]
              )}
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
