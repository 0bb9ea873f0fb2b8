/**
 * The header's log viewer (spec 000 §2): a bug button with a count badge (max 99+) that opens a full-screen
 * dialog listing the client error log: type (bug icon), address, content, time, and the stack per row behind
 * 展开/收起; 上传服务器 and 清空本地日志 each after a confirm. Entries render as text only.
 */
import { Fragment, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, Icon, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { type ErrorLog, type ErrorLogEntry, errorLog } from '@services/logs/error-log';
import { LogUploadButton } from '@/components/log-upload';
import { notifySuccess } from '@/components/toaster';

/** The badge shows at most this number, then "99+". */
export const LOG_BADGE_MAX = 99;

/** The badge text for `count` entries: '' at 0, '99+' above 99. */
export function logBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > LOG_BADGE_MAX ? `${LOG_BADGE_MAX}+` : String(count);
}

const fullScreen = { width: '100vw', height: '100vh', margin: 0, borderRadius: 0, paddingBottom: 0 } as const;

/** The bug button of the header with its badge; opens the log dialog. `log` is for tests. */
export function LogViewerButton({ log = errorLog }: { log?: ErrorLog }) {
  const { t } = useTranslation('shellExtra');
  const entries = useSyncExternalStore(log.subscribe, log.getLogs, log.getLogs);
  const [open, setOpen] = useState(false);
  // Storage is the source of truth: after a logout (which removed the key) or another tab's write, re-read it.
  useEffect(() => log.refresh(), [log]);
  const badge = logBadgeText(entries.length);
  return (
    <>
      <Button
        variant="minimal"
        icon="bug"
        aria-label={entries.length > 0 ? t('logs.buttonWithCount', { count: entries.length }) : t('logs.button')}
        title={t('logs.button')}
        onClick={() => {
          log.refresh();
          setOpen(true);
        }}
      >
        {badge && (
          <Tag round intent={Intent.DANGER} className="fc-log-badge" data-testid="log-badge">
            {badge}
          </Tag>
        )}
      </Button>
      <LogViewerDialog isOpen={open} onClose={() => setOpen(false)} log={log} entries={entries} />
    </>
  );
}

interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
  log: ErrorLog;
  entries: readonly ErrorLogEntry[];
}

function LogViewerDialog({ isOpen, onClose, log, entries }: DialogProps) {
  const { t } = useTranslation('shellExtra');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [confirm, setConfirm] = useState<'clear' | null>(null);

  const toggle = (key: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const clear = () => {
    log.clearLogs();
    setExpanded(new Set());
    setConfirm(null);
    notifySuccess(t('logs.cleared'));
  };

  const empty = entries.length === 0;

  return (
    <>
      <Dialog isOpen={isOpen} onClose={onClose} title={t('logs.title')} icon="bug" style={fullScreen} className="fc-log-viewer">
        <DialogBody className="fc-log-viewer-body" useOverflowScrollContainer>
          {empty ? (
            <NonIdealState icon="tick-circle" title={t('logs.empty')} />
          ) : (
            <HTMLTable compact striped className="fc-log-table">
              <thead>
                <tr>
                  <th className="fc-log-type">{t('logs.columns.type')}</th>
                  <th className="fc-log-url">{t('logs.columns.url')}</th>
                  <th>{t('logs.columns.message')}</th>
                  <th className="fc-log-time">{t('logs.columns.time')}</th>
                  <th className="fc-log-stack">{t('logs.columns.stack')}</th>
                </tr>
              </thead>
              <tbody>
                {[...entries].reverse().map((e, i) => {
                  const key = `${entries.length - 1 - i}|${e.time}`;
                  const isOpen = expanded.has(key);
                  const stackId = `fc-log-stack-${entries.length - 1 - i}`;
                  return (
                    <Fragment key={key}>
                      <tr>
                        <td>
                          <Icon icon="bug" intent={Intent.DANGER} title={t('logs.typeLabel', { type: e.type })} />
                        </td>
                        <td className="fc-break-all">{e.url}</td>
                        <td className="fc-break-word">{e.message}</td>
                        <td>{e.time}</td>
                        <td>
                          <Button
                            size="small"
                            variant="minimal"
                            intent={Intent.PRIMARY}
                            text={isOpen ? t('logs.collapse') : t('logs.expand')}
                            aria-expanded={isOpen}
                            aria-controls={stackId}
                            onClick={() => toggle(key)}
                          />
                        </td>
                      </tr>
                      {isOpen && (
                        <tr id={stackId}>
                          <td colSpan={5}>
                            <pre className={`${Classes.CODE_BLOCK} fc-log-stack-text`}>
                              {e.stack || t('logs.noStack')}
                              {e.info ? `\n${e.info}` : ''}
                            </pre>
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </HTMLTable>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <LogUploadButton log={log} intent={Intent.PRIMARY} text={t('logs.upload')} disabled={empty} />
              <Button icon="trash" intent={Intent.DANGER} text={t('logs.clear')} disabled={empty} onClick={() => setConfirm('clear')} />
              <Button text={t('logs.close')} onClick={onClose} />
            </>
          }
        />
      </Dialog>
      <Alert
        isOpen={confirm === 'clear'}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t('logs.confirm')}
        cancelButtonText={t('logs.cancel')}
        onConfirm={clear}
        onCancel={() => setConfirm(null)}
      >
        {t('logs.clearConfirm')}
      </Alert>
    </>
  );
}
