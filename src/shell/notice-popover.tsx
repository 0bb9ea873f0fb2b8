import '@/theme/themes.css';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Classes,
  Intent,
  NonIdealState,
  NonIdealStateIconSize,
  PopoverNext,
  PopupKind,
  Tab,
  Tabs,
  Tag,
  type TabId,
} from '@blueprintjs/core';
import type { Page } from '@services/http/envelope';
import { type NoticeCategory, type NoticeRecord, fetchNotices } from '@services/api/notice';
import { storage } from '@services/storage/storage';
import { useRequest } from '@/components/use-request';
import { useInvalidate } from '@/components/query-client';
import { formatDateTime } from '@/lib/intl';

/** Storage key of the notice ids this browser has shown (cleared at logout with the other user data). */
export const NOTICE_READ_KEY = 'noticeRead';
/** The badge shows at most this, then "99+". */
export const BADGE_MAX = 99;
/** At most this many read ids are kept. */
const READ_IDS_KEPT = 200;

const CATEGORY_INTENT: Record<NoticeCategory, Intent> = {
  1: Intent.PRIMARY,
  2: Intent.SUCCESS,
  3: Intent.NONE,
  4: Intent.WARNING,
  5: Intent.DANGER,
};

type NoticeState = { status: 'loading' } | { status: 'done'; page: Page<NoticeRecord> } | { status: 'failed'; error: unknown };

function readIds(): string[] {
  const v = storage.get<unknown>(NOTICE_READ_KEY);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Reads the first page of notices through the read cache; `reload()` reads it again. */
function useNotices(size: number) {
  const key = ['notice', 'list', size];
  const read = useRequest(key, (signal) => fetchNotices({ current: 1, size }, signal));
  const invalidate = useInvalidate();
  const state: NoticeState = read.status === 'done' ? { status: 'done', page: read.data } : read;
  const reload = useCallback(() => invalidate(['notice', 'list', size]), [invalidate, size]);
  return { state, reload };
}

export interface NoticePopoverProps {
  /** Notices loaded (the first page), default 10. */
  size?: number;
}

/**
 * Header button (icon `notifications`, label 通知) with a badge of unread notices, opening a popover with
 * the tabs 邮件 / 消息 / 通知. Notices come from GET /api/blade-desk/notice/list; showing the notices tab
 * marks the listed ones read in this browser.
 */
export function NoticePopover({ size = 10 }: NoticePopoverProps) {
  const { t } = useTranslation('theme');
  const { state, reload } = useNotices(size);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<TabId>('notice');
  const [read, setRead] = useState<string[]>(readIds);
  const tabsId = useId();
  const descId = useId();

  const records = state.status === 'done' ? state.page.records : [];
  const unread = records.filter((r) => r.id && !read.includes(r.id)).length;

  useEffect(() => {
    if (!open || tab !== 'notice' || unread === 0) return;
    const next = [...new Set([...records.map((r) => r.id).filter(Boolean), ...read])].slice(0, READ_IDS_KEPT);
    storage.set(NOTICE_READ_KEY, next);
    setRead(next);
  }, [open, tab, unread, records, read]);

  const empty = (icon: 'envelope' | 'chat' | 'notifications', title: string) => (
    <NonIdealState className="fc-notice-state" icon={icon} iconSize={NonIdealStateIconSize.SMALL} title={title} />
  );

  const noticePanel = (() => {
    if (state.status === 'loading') {
      return (
        <div role="status" aria-busy="true" aria-label={t('notice.loading')}>
          <ul className="fc-notice-list">
            {[0, 1, 2].map((i) => (
              <li key={i} className="fc-notice-item">
                <div className={`fc-notice-skeleton fc-notice-skeleton-long ${Classes.SKELETON}`} />
                <div className={`fc-notice-skeleton fc-notice-skeleton-short ${Classes.SKELETON}`} />
              </li>
            ))}
          </ul>
        </div>
      );
    }
    if (state.status === 'failed') {
      return (
        <NonIdealState
          className="fc-notice-state"
          icon="error"
          iconSize={NonIdealStateIconSize.SMALL}
          title={t('notice.failed')}
          description={t('notice.failedHint')}
          action={<Button icon="refresh" text={t('notice.retry')} onClick={reload} />}
        />
      );
    }
    if (records.length === 0) return empty('notifications', t('notice.noNotice'));
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls; without a stop the keyboard could not read past its first notices
      <ul className="fc-notice-list" aria-label={t('notice.notice')} tabIndex={0}>
        {records.map((r, i) => (
          <li key={r.id || i} className="fc-notice-item">
            <div className="fc-notice-head">
              <span className="fc-notice-title" title={r.title}>
                {r.title}
              </span>
              {(r.category !== null || r.categoryName) && (
                <Tag minimal intent={r.category !== null ? CATEGORY_INTENT[r.category] : Intent.NONE}>
                  {r.category !== null ? t(`notice.categories.${r.category}`) : r.categoryName}
                </Tag>
              )}
            </div>
            {r.releaseTime && (
              <time className="fc-notice-time" dateTime={r.releaseTime.replace(' ', 'T')}>
                {formatDateTime(r.releaseTime.slice(0, 16))}
              </time>
            )}
            {r.content && <p className="fc-notice-content">{r.content}</p>}
          </li>
        ))}
      </ul>
    );
  })();

  // the button says it opens a dialog (aria-haspopup): the panel is one, named as the button
  const content = (
    <div className="fc-notice-panel" role="dialog" aria-label={t('notice.button')}>
      <Tabs id={tabsId} selectedTabId={tab} onChange={(id) => setTab(id)} renderActiveTabPanelOnly fill>
        <Tab id="mail" title={t('notice.mail')} panel={empty('envelope', t('notice.noMail'))} />
        <Tab id="message" title={t('notice.message')} panel={empty('chat', t('notice.noMessage'))} />
        <Tab
          id="notice"
          title={t('notice.notice')}
          panel={noticePanel}
          tagContent={state.status === 'done' && state.page.total > 0 ? state.page.total : undefined}
          tagProps={{ minimal: true, round: true }}
        />
      </Tabs>
    </div>
  );

  return (
    <>
      <PopoverNext content={content} isOpen={open} onInteraction={setOpen} placement="bottom-end" popupKind={PopupKind.DIALOG}>
        <Button
          className="fc-notice-button"
          variant="minimal"
          icon="notifications"
          aria-label={t('notice.button')}
          aria-describedby={unread > 0 ? descId : undefined}
          // the count is drawn from this attribute (components CSS): text inside the button would make its
          // accessible name differ from what it shows; a screen reader hears the count from its description
          data-count={unread > 0 ? (unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread)) : undefined}
        />
      </PopoverNext>
      {unread > 0 && (
        <span id={descId} hidden>
          {t('notice.unread', { count: unread })}
        </span>
      )}
    </>
  );
}
