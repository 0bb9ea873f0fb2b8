/**
 * The status tag of every screen: a status code shown with its label (in the current language) and colour, read
 * from a status table (`StatusTable` of services/api/status-info.ts: label and intent by code).
 */
import { Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { statusLabelOf, statusText, type StatusIntent, type StatusTable } from '@services/api/status-info';

/** The Blueprint intent of each status intent: the one place this mapping is made. */
export const STATUS_INTENT: Readonly<Record<StatusIntent, Intent>> = {
  none: Intent.NONE,
  primary: Intent.PRIMARY,
  success: Intent.SUCCESS,
  warning: Intent.WARNING,
  danger: Intent.DANGER,
};

/** A code the table does not know shows as itself (a dash when absent), in a neutral tag. */
export function StatusTag({ table, code, large }: { table: StatusTable; code: unknown; large?: boolean }) {
  const { i18n } = useTranslation();
  const info = statusLabelOf(table, code);
  const raw = code === null || code === undefined || String(code) === '' ? '-' : String(code);
  return (
    <Tag
      minimal
      round
      className="fc-status-tag"
      intent={info ? STATUS_INTENT[info.intent] : Intent.NONE}
      size={large ? 'large' : 'medium'}
      data-status={raw}
    >
      {statusText(table, code, i18n.language)}
    </Tag>
  );
}
