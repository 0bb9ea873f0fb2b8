import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlueprintProvider } from '@blueprintjs/core';
import { http as mswHttp, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import * as auth from '@services/api/auth';
import { http } from '@services/http/client';
import { startNodeSimulator } from '@services/mock/node';
import { SEED_NOTICES } from '@services/mock/seed-notices';
import { createSimulator } from '@services/mock/simulator';
import { tokenCookies } from '@services/storage/cookies';
import { storage } from '@services/storage/storage';
import { i18next, initI18n } from '@/i18n/i18n';
import { themeZh } from '@/i18n/locales/zh/theme';
import { NOTICE_READ_KEY, NoticePopover } from '@/shell/notice-popover';
import { QueryCacheProvider, createQueryClient } from '@/components/query-client';

const i18n = initI18n('zh');
i18next.addResourceBundle('zh', 'theme', themeZh);

const { sim, server, close } = startNodeSimulator(createSimulator({ storage: null }));
const notifyError = vi.fn();
const LIST = '/api/blade-desk/notice/list';
/** The seeded notices, newest first (what the route answers). */
const NEWEST = [...SEED_NOTICES].sort((a, b) => b.releaseTime.localeCompare(a.releaseTime));

beforeAll(() => {
  http.configure({ ready: Promise.resolve(), getToken: () => tokenCookies.getAccessToken(), notifyError, onUnauthorized: () => undefined });
});
afterAll(() => close());

beforeEach(async () => {
  server.resetHandlers();
  sim.reset();
  localStorage.clear();
  notifyError.mockClear();
  const captcha = await auth.fetchCaptcha();
  await auth.login({
    tenantId: '000000',
    username: 'admin',
    password: 'admin',
    captchaKey: captcha.key,
    captchaCode: sim.peekCaptcha(captcha.key),
  });
});

function renderPopover(size?: number) {
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryCacheProvider client={createQueryClient()}>
        <BlueprintProvider>
          <NoticePopover size={size} />
        </BlueprintProvider>
      </QueryCacheProvider>
    </I18nextProvider>,
  );
  return { user, ...view };
}

const button = () => screen.getByRole('button', { name: '通知' });
/** The count the button's badge shows (drawn from its data-count), null without a badge. */
const badge = () => button().getAttribute('data-count');

/** Answers the list route with these records instead of the simulator. */
function answerWith(records: Array<Record<string, unknown>>) {
  server.use(
    mswHttp.get(`*${LIST}`, () =>
      HttpResponse.json({
        code: 200,
        success: true,
        msg: '操作成功',
        data: { records, total: records.length, size: 10, current: 1, pages: records.length ? 1 : 0 },
      }),
    ),
  );
}

test('shows the first page of notices; opening the notices tab marks them read', async () => {
  const { user } = renderPopover();
  await waitFor(() => expect(badge()).toBe('10'));
  expect(button()).toHaveAccessibleDescription('10 条未读通知');
  expect(sim.requests.find((r) => r.path === LIST)?.search).toBe('?current=1&size=10');

  await user.click(button());
  const panel = await screen.findByRole('tabpanel');
  expect(screen.getByRole('tab', { name: /通知/, selected: true })).toBeInTheDocument();
  const items = within(panel).getAllByRole('listitem');
  expect(items).toHaveLength(10);
  expect(items.map((li) => li.querySelector('.fc-notice-title')!.textContent)).toEqual(NEWEST.slice(0, 10).map((n) => n.title));
  // category tag, release time, content as plain text
  const first = items[0]!;
  expect(within(first).getByText('发布通知').closest('.bp6-tag')).not.toBeNull();
  expect(within(first).getByText('2025-01-05 22:00')).toBeInTheDocument();
  const priceItem = items.find((li) => li.textContent!.includes('2025年1月3日成品油价格上调'))!;
  expect(priceItem.querySelector('.fc-notice-content')!.textContent).toBe(
    '根据国家发展改革委通知，自2025年1月3日24时起，汽油每吨上调 170元，柴油每吨上调 165元。 各供货商请于当日 20:00 前完成挂牌价更新。',
  );
  expect(priceItem.querySelector('strong')).toBeNull();
  expect(within(panel).getByText('任命通知')).toBeInTheDocument();
  // the notices tab counts all notices
  expect(screen.getByRole('tab', { name: /通知/ })).toHaveTextContent('12');

  await waitFor(() => expect(badge()).toBeNull());
  expect(button()).not.toHaveAccessibleDescription();
  expect(storage.get<string[]>(NOTICE_READ_KEY)?.slice().sort()).toEqual(
    NEWEST.slice(0, 10)
      .map((n) => n.id)
      .sort(),
  );
});

test('a notice already read does not count', async () => {
  storage.set(
    NOTICE_READ_KEY,
    NEWEST.slice(0, 7).map((n) => n.id),
  );
  renderPopover();
  await waitFor(() => expect(badge()).toBe('3'));
});

test('the mail and message tabs say they are empty', async () => {
  const { user } = renderPopover();
  await user.click(button());
  await user.click(await screen.findByRole('tab', { name: '邮件' }));
  expect(within(screen.getByRole('tabpanel')).getByText('暂无邮件')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: '消息' }));
  expect(within(screen.getByRole('tabpanel')).getByText('暂无消息')).toBeInTheDocument();
});

test('no notices: the empty state, and no badge', async () => {
  answerWith([]);
  const { user } = renderPopover();
  await user.click(button());
  expect(await within(await screen.findByRole('tabpanel')).findByText('暂无通知')).toBeInTheDocument();
  expect(badge()).toBeNull();
});

test('a skeleton while loading', async () => {
  const gate = sim.gates.hold(LIST);
  const { user } = renderPopover();
  await gate.reached;
  await user.click(button());
  const loading = await screen.findByRole('status', { name: '正在加载通知' });
  expect(loading).toHaveAttribute('aria-busy', 'true');
  expect(loading.querySelectorAll('.bp6-skeleton').length).toBeGreaterThan(0);
  gate.release();
  await waitFor(() => expect(screen.queryByRole('status', { name: '正在加载通知' })).toBeNull());
  expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(10);
});

test('a failure shows the error with a retry that loads the notices', async () => {
  sim.faults.failNext(LIST, '500');
  const { user } = renderPopover();
  await user.click(button());
  const panel = await screen.findByRole('tabpanel');
  expect(await within(panel).findByText('通知加载失败')).toBeInTheDocument();
  expect(notifyError).toHaveBeenCalledTimes(1); // the transport's one toast
  expect(badge()).toBeNull();
  await user.click(within(panel).getByRole('button', { name: '重试' }));
  await waitFor(() => expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(10));
  expect(screen.queryByText('通知加载失败')).toBeNull();
});

test('a broken answer is an error too', async () => {
  sim.faults.failNext(LIST, 'html');
  const { user } = renderPopover();
  await user.click(button());
  expect(await screen.findByText('通知加载失败')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
});

test('titles and contents render as text, never as markup', async () => {
  answerWith([
    {
      id: 'x1',
      title: '<img src=x onerror="window.__pwned=1">价格调整',
      category: 9,
      categoryName: '其他',
      releaseTime: '2025-01-01 08:00:00',
      content: '<script>window.__pwned=2</script><b>加粗</b> &amp; 说明',
    },
  ]);
  const { user } = renderPopover();
  await user.click(button());
  const panel = await screen.findByRole('tabpanel');
  expect(await within(panel).findByText('<img src=x onerror="window.__pwned=1">价格调整')).toBeInTheDocument();
  expect(panel.querySelector('img, script, b')).toBeNull();
  expect(within(panel).getByText('加粗 & 说明')).toBeInTheDocument();
  expect(within(panel).getByText('其他').closest('.bp6-tag')).not.toBeNull(); // an unknown category shows the server's name
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
});

test('the badge stops at 99+', async () => {
  answerWith(
    Array.from({ length: 120 }, (_, i) => ({
      id: `n${i}`,
      title: `通知 ${i}`,
      category: 1,
      releaseTime: '2025-01-01 08:00:00',
      content: '',
    })),
  );
  renderPopover(120);
  await waitFor(() => expect(badge()).toBe('99+'));
  expect(button()).toHaveAccessibleDescription('120 条未读通知');
});
