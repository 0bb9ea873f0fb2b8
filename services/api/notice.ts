/** Notices of /api/blade-desk/notice (the header's notification popover). No React. */
import { http } from '@services/http/client';
import type { Page, R } from '@services/http/envelope';
import { ApiError, isPlainObject } from '@services/http/errors';

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

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown, fallback: number) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};

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

/** One record of the answer, checked field by field. */
export function toNoticeRecord(raw: unknown): NoticeRecord {
  const d = isPlainObject(raw) ? raw : {};
  const c = num(d.category, 0);
  return {
    id: str(d.id),
    title: str(d.title),
    category: (NOTICE_CATEGORIES as readonly number[]).includes(c) ? (c as NoticeCategory) : null,
    categoryName: str(d.categoryName),
    releaseTime: str(d.releaseTime),
    content: plainText(str(d.content)),
  };
}

/** GET /api/blade-desk/notice/list: a page of notices, newest first (current 1 and size 10 by default). */
export async function fetchNotices(query: NoticeQuery = {}, signal?: AbortSignal): Promise<Page<NoticeRecord>> {
  const params: Record<string, string | number> = { current: query.current ?? 1, size: query.size ?? 10 };
  if (query.title) params.title = query.title;
  if (query.category !== undefined) params.category = query.category;
  const body = await http.get<R<unknown>>('/api/blade-desk/notice/list', { params, signal });
  if (!isPlainObject(body.data) || !Array.isArray(body.data.records)) {
    throw new ApiError('invalid-body', 'notice page without records', { code: body.code, data: body });
  }
  const page = body.data;
  const records = (page.records as unknown[]).map(toNoticeRecord);
  return {
    records,
    total: num(page.total, records.length),
    size: num(page.size, params.size as number),
    current: num(page.current, params.current as number),
    pages: num(page.pages, 1),
  };
}
