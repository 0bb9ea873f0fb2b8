/** Notices of /api/blade-desk/notice (the header's notification popover). No React. */
import * as v from 'valibot';
import { getData, pageOf } from '@services/http/decode';
import type { Page } from '@services/http/envelope';
import { id, recordOf, statusCode, text } from './fields';

/** BladeX notice categories: 1 发布通知, 2 批转通知, 3 转发通知, 4 指示通知, 5 任命通知. */
export const NOTICE_CATEGORIES = [1, 2, 3, 4, 5] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export interface NoticeRecord {
  id: string;
  title: string;
  /** A known category, or null (then `categoryName` is what the server called it, if anything). */
  category: NoticeCategory | null;
  categoryName: string;
  /** As the server sends it, `yyyy-MM-dd HH:mm:ss`. */
  releaseTime: string;
  /** Plain text (any markup of the rich-text editor removed). */
  content: string;
}

export interface NoticeQuery {
  current?: number;
  size?: number;
  /** Title contains. */
  title?: string;
  category?: NoticeCategory;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Rich text to plain text for display: tags dropped, common entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const isCategory = (c: number | null): c is NoticeCategory => c !== null && (NOTICE_CATEGORIES as readonly number[]).includes(c);

/** One notice of the answer. */
export const NoticeRecordSchema = v.pipe(
  recordOf({ id, title: text, category: statusCode, categoryName: text, releaseTime: text, content: text }),
  v.transform(
    (d): NoticeRecord => ({
      id: d.id,
      title: d.title,
      category: isCategory(d.category) ? d.category : null,
      categoryName: d.categoryName,
      releaseTime: d.releaseTime,
      content: plainText(d.content),
    }),
  ),
);

/** GET /api/blade-desk/notice/list: a page of notices, newest first (current 1 and size 10 by default). */
export async function fetchNotices(query: NoticeQuery = {}, signal?: AbortSignal): Promise<Page<NoticeRecord>> {
  const params: Record<string, string | number> = { current: query.current ?? 1, size: query.size ?? 10 };
  if (query.title) params.title = query.title;
  if (query.category !== undefined) params.category = query.category;
  const { records, total, size, current, pages } = await getData(
    '/api/blade-desk/notice/list',
    pageOf(NoticeRecordSchema, { current: query.current ?? 1, size: query.size ?? 10 }),
    { params, signal },
  );
  return { records, total, size, current, pages };
}
