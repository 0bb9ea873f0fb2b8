/** /api/blade-desk/notice: the notice list of the header's notification popover (read-only seed data). */
import { ok, paginate } from '../envelope';
import { type RouteDefinition, protectedRoute } from '../route';
import { NOTICE_CATEGORY_NAMES, type NoticeSeed, SEED_NOTICES } from '../seed-notices';

/** A notice as BladeX's NoticeVO answers it. */
export interface NoticeRow extends NoticeSeed {
  categoryName: string;
  status: number;
  isDeleted: number;
}

/** The notices matching `title` (contains, case-insensitive) and `category` (exact), newest first. */
export function filterNotices(query: URLSearchParams): NoticeRow[] {
  const title = (query.get('title') ?? '').trim().toLowerCase();
  const category = (query.get('category') ?? '').trim();
  return SEED_NOTICES.filter((n) => !title || n.title.toLowerCase().includes(title))
    .filter((n) => !category || String(n.category) === category)
    .slice()
    .sort((a, b) => b.releaseTime.localeCompare(a.releaseTime) || b.id.localeCompare(a.id))
    .map((n) => ({ ...n, categoryName: NOTICE_CATEGORY_NAMES[n.category], status: 1, isDeleted: 0 }));
}

/** Routes of /api/blade-desk/notice. */
export const noticeRoutes: RouteDefinition[] = [
  protectedRoute('get', '/api/blade-desk/notice/list', (ctx) => ok(paginate(filterNotices(ctx.query), ctx.query))),
];
