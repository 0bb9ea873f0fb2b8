/** Small Blueprint pieces every approval screen uses: the timeline and the guarded action button. */
import { Button, Classes, Icon, Intent, type ButtonProps } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@services/api/approvals/common';
import '@/i18n/approvals-namespace';

/** What happened to a record, oldest first: who, when, what and the comment. */
export function HistoryTimeline({ entries, labelOf, title }: { entries: readonly HistoryEntry[]; labelOf: (action: string, entry: HistoryEntry) => string; title?: string }) {
  const { t } = useTranslation('approvals');
  const heading = title ?? t('common.timeline');
  return (
    <section aria-label={heading} className="approval-timeline">
      <h4 className={Classes.HEADING}>{heading}</h4>
      {entries.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t('common.noHistory')}</p>
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((e, i) => (
            <li key={`${e.time}-${i}`} style={{ display: 'flex', gap: 10, padding: '6px 0', borderLeft: '2px solid var(--approval-line, #c5cbd3)', paddingLeft: 12, position: 'relative' }}>
              <Icon icon={e.action === 'reject' || e.action === 'disuse' ? 'cross-circle' : 'tick-circle'} intent={e.action === 'reject' || e.action === 'disuse' ? Intent.DANGER : Intent.SUCCESS} />
              <div>
                <strong>{labelOf(e.action, e)}</strong> <span>{e.userName}</span> <time className={Classes.TEXT_MUTED}>{e.time}</time>
                {e.comment && <div className={Classes.RUNNING_TEXT}>{t('common.comment')}：{e.comment}</div>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * An action button enabled by the machine: when the action is not allowed, it is disabled and says why (visible
 * on hover and read out as the button's description).
 */
export function GuardedButton({ allowance, text, onClick, ...rest }: { allowance: 'allowed' | string; text: string; onClick: () => void } & Omit<ButtonProps, 'onClick' | 'text'>) {
  const { t } = useTranslation('approvals');
  const id = useId();
  const allowed = allowance === 'allowed';
  const reason = allowed ? '' : t(allowance.replace(/^approvals:/, ''));
  return (
    <span title={reason || undefined} style={{ display: 'inline-block' }}>
      <Button {...rest} text={text} disabled={!allowed} onClick={onClick} aria-describedby={allowed ? undefined : id} />
      {!allowed && (
        <span id={id} hidden>
          {reason}
        </span>
      )}
    </span>
  );
}
