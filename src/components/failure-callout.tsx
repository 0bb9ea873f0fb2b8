/** Why the last try failed, announced as an alert; nothing when it did not fail. */
import { Callout, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export function FailureCallout({ failure, title, className }: { failure: ReactNode; title?: string; className?: string }) {
  if (failure === null || failure === undefined || failure === false || failure === '') return null;
  return (
    <Callout intent={Intent.DANGER} role="alert" {...(title ? { title } : {})} {...(className ? { className } : {})}>
      {failure}
    </Callout>
  );
}
