/** Small Blueprint pieces every approval screen uses: the timeline and the guarded action button. */
import { Button, Callout, Card, Classes, Icon, Intent, type ButtonProps, type IconName } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { historyOf, type HistoryEntry } from '@services/api/approvals/common';
import type { StatusTable } from '@services/api/status-info';
import { StatusTag } from '@/components/status-tag';
import { FactsPanel, type Fact } from '@/components/facts-panel';
import { displayFen } from '@/lib/money';
import { maskPhonesIn } from '@/lib/mask';
import '@/i18n/approvals-namespace';
import './approvals.css';

/** What happened to a record, oldest first: who, when, what and the comment. */
export function HistoryTimeline({
  entries,
  labelOf,
  title,
}: {
  entries: readonly HistoryEntry[];
  labelOf: (action: string, entry: HistoryEntry) => string;
  title?: string;
}) {
  const { t } = useTranslation('approvals');
  const heading = title ?? t('common.timeline');
  return (
    <section aria-label={heading} className="approval-timeline">
      <h4 className={Classes.HEADING}>{heading}</h4>
      {entries.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t('common.noHistory')}</p>
      ) : (
        <ol className="fc-approval-history">
          {entries.map((e, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: history entries have no id, and two may share a time
              key={`${e.time}-${i}`}
            >
              <Icon
                icon={e.action === 'reject' || e.action === 'disuse' ? 'cross-circle' : 'tick-circle'}
                intent={e.action === 'reject' || e.action === 'disuse' ? Intent.DANGER : Intent.SUCCESS}
              />
              <div>
                <strong>{labelOf(e.action, e)}</strong> <span>{e.userName}</span> <time className={Classes.TEXT_MUTED}>{e.time}</time>
                {e.comment && (
                  <div className={Classes.RUNNING_TEXT}>
                    {t('common.comment')}：{maskPhonesIn(e.comment)}
                  </div>
                )}
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
export function GuardedButton({
  allowance,
  text,
  onClick,
  ...rest
}: { allowance: 'allowed' | string; text: string; onClick: () => void } & Omit<ButtonProps, 'onClick' | 'text'>) {
  const { t } = useTranslation('approvals');
  const id = useId();
  const allowed = allowance === 'allowed';
  const reason = allowed ? '' : t(allowance.replace(/^approvals:/, ''));
  return (
    <span title={reason || undefined} className="fc-guarded">
      <Button {...rest} text={text} disabled={!allowed} onClick={onClick} aria-describedby={allowed ? undefined : id} />
      {!allowed && (
        <span id={id} hidden>
          {reason}
        </span>
      )}
    </span>
  );
}

/** A flow's decision buttons, in order: each action with its intent and icon, its label `action.<name>`, guarded by its allowance. */
export function DecisionButtons<A extends string>({
  actions,
  allowance,
  onAction,
}: {
  actions: ReadonlyArray<readonly [action: A, intent: Intent, icon: IconName]>;
  allowance: (action: A) => string;
  onAction: (action: A) => void;
}) {
  const { t } = useTranslation('approvals');
  return actions.map(([action, intent, icon]) => (
    <GuardedButton
      key={action}
      intent={intent}
      icon={icon}
      allowance={allowance(action)}
      text={t(String(`action.${action}`))}
      onClick={() => onAction(action)}
    />
  ));
}

/** The head of a grant's detail: back to its list, its name and status, a refresh; below it the last failure and the grant's facts (`more` after the common ones). */
export function GrantHead({
  back,
  record,
  statusTable,
  more,
  canRefresh,
  onRefresh,
  error,
}: {
  back: string;
  record: Record<string, unknown>;
  statusTable: StatusTable;
  more: Fact[];
  canRefresh: boolean;
  onRefresh: () => void;
  error?: string | null;
}) {
  const { t } = useTranslation('approvals');
  return (
    <>
      <div className="fc-row-lg">
        <Link to={back}>{t('common.back')}</Link>
        <h3 className={`${Classes.HEADING} fc-flush`}>{String(record.grantName ?? '')}</h3>
        <StatusTag table={statusTable} code={record.grantStatus} large />
        <Button variant="minimal" icon="refresh" aria-label={t('common.refresh')} disabled={!canRefresh} onClick={onRefresh} />
      </div>
      {error && (
        <Callout intent={Intent.DANGER} role="alert">
          {error}
        </Callout>
      )}
      <Card>
        <FactsPanel wide namedValues items={[...grantFacts(t, record), ...more]} />
      </Card>
    </>
  );
}

/** The facts every grant shows: name, company, number of cards, amount per card and in total. */
const grantFacts = (t: TFunction, record: Record<string, unknown>): Fact[] => [
  [t('grant.fields.grantName'), String(record.grantName ?? '')],
  [t('grant.fields.companyName'), String(record.companyName ?? '')],
  [t('grant.fields.cardQuantity'), String(record.cardQuantity ?? '')],
  [t('grant.fields.cardAmount'), displayFen(record.cardAmount)],
  [t('grant.fields.totalAmount'), displayFen(record.totalAmount)],
];

/** A record's history in a card, each action named by `<flow>.history.<action>` (the action itself when unnamed). */
export function RecordHistory({ record, flow }: { record: Parameters<typeof historyOf>[0]; flow: 'grant' | 'company' | 'review' }) {
  const { t } = useTranslation('approvals');
  return (
    <Card>
      <HistoryTimeline entries={historyOf(record)} labelOf={(a) => t(`${flow}.history.${a}`, { defaultValue: a })} />
    </Card>
  );
}
