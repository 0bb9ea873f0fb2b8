import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { md5 } from 'js-md5';
import { FILE_PATH } from '@services/mock/routes/profile-routes';
import { PUT_FILE_URL, UPDATE_INFO_URL, UPDATE_PASSWORD_URL } from '@services/api/profile';
import { ProfilePage } from '@/screens/profile/profile-page';
import { renderWithProviders, requestsTo, signIn } from './sim-session';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

// Test-environment plumbing: the page and the tests build files with jsdom's File (what an <input type=file>
// gives), while the simulator parses multipart bodies with Node's undici, whose parser constructs the global
// File and then insists it is Node's own. So the global is Node's File while files are made with jsdom's.
const JsdomFile = File;
beforeAll(() => vi.stubGlobal('File', NodeFile));
afterAll(() => vi.unstubAllGlobals());

const per = useSimulatorPerTest({ toasts: true });

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngFile(size: number, name = 'me.png'): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_MAGIC);
  return new JsdomFile([bytes], name, { type: 'image/png' });
}

/** Confirms the open command dialog with its button `name`; answers the dialog. */
async function confirm(user: ReturnType<typeof userEvent.setup>, name: string) {
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name }));
  return dialog;
}

/** The next POST to `url` is done by the server (`apply`) but its answer is lost; counts the POSTs it saw. */
function loseAnswerAfter(url: string, apply: (body: URLSearchParams | Record<string, string>) => void) {
  const seen = { posts: 0 };
  per.server.use(
    mswHttp.post(
      `*${url}`,
      async ({ request }) => {
        seen.posts += 1;
        const type = request.headers.get('content-type') ?? '';
        apply(type.includes('json') ? ((await request.json()) as Record<string, string>) : new URLSearchParams(await request.text()));
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
  return seen;
}

function admin() {
  return per.sim.db.users.find((u) => u.account === 'admin')!;
}

async function openPage() {
  await signIn(per.sim);
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<ProfilePage />);
  expect(screen.getByText('正在加载个人信息…')).toBeInTheDocument();
  const realName = await screen.findByLabelText('姓名');
  return { user, realName: realName as HTMLInputElement };
}

describe('personal info', () => {
  test('loads the info into the fields and sets the window title', async () => {
    const { realName } = await openPage();
    expect(realName.value).toBe('平台管理员');
    expect((screen.getByLabelText('用户名') as HTMLInputElement).value).toBe('管理员');
    expect((screen.getByLabelText('手机号码') as HTMLInputElement).value).toBe(admin().phone);
    expect((screen.getByLabelText('邮箱') as HTMLInputElement).value).toBe(admin().email);
    expect(screen.getByRole('tab', { name: '个人信息' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '修改密码' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^个人信息 - /));
  });

  test('a failed load shows the error state; retry loads', async () => {
    await signIn(per.sim);
    per.sim.faults.failNext('/api/blade-user/info', 'network');
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByText('个人信息加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(((await screen.findByLabelText('姓名')) as HTMLInputElement).value).toBe('平台管理员');
  });

  test('a 600 KB png is rejected before any request', async () => {
    const { user } = await openPage();
    per.sim.clearRequests();
    await user.upload(screen.getByLabelText('上传头像', { selector: 'input' }), pngFile(600 * 1024));
    expect(await screen.findByText('头像大小不能超过500KB')).toBeInTheDocument();
    expect(requestsTo(per.sim, 'POST', PUT_FILE_URL)).toHaveLength(0);
    expect(per.sim.requests).toHaveLength(0);
  });

  test('a gif renamed .png is rejected before any request', async () => {
    const { user } = await openPage();
    per.sim.clearRequests();
    const gif = new JsdomFile([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0])], 'photo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('上传头像', { selector: 'input' }), gif);
    expect(await screen.findByText('文件内容与扩展名不符')).toBeInTheDocument();
    expect(requestsTo(per.sim, 'POST', PUT_FILE_URL)).toHaveLength(0);
  });

  test('other types and empty files are rejected too', async () => {
    const { user } = await openPage();
    per.sim.clearRequests();
    const input = screen.getByLabelText('上传头像', { selector: 'input' });
    await user.upload(input, new JsdomFile(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('头像只能是JPG或PNG格式')).toBeInTheDocument();
    await user.upload(input, new JsdomFile([], 'empty.png', { type: 'image/png' }));
    expect(await screen.findByText('文件为空')).toBeInTheDocument();
    expect(requestsTo(per.sim, 'POST', PUT_FILE_URL)).toHaveLength(0);
  });

  test('a valid png uploads, shows, and is saved as the avatar with 修改成功', async () => {
    const { user } = await openPage();
    per.sim.clearRequests();
    await user.upload(screen.getByLabelText('上传头像', { selector: 'input' }), pngFile(10 * 1024));
    await waitFor(() => expect(screen.getByTestId('avatar-image').getAttribute('src')).toMatch(new RegExp(`^${FILE_PATH}\\d+$`)));
    expect(requestsTo(per.sim, 'POST', PUT_FILE_URL)).toHaveLength(1);
    const link = screen.getByTestId('avatar-image').getAttribute('src')!;

    const email = screen.getByLabelText('邮箱');
    await user.clear(email);
    await user.type(email, 'admin@fleet.com');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await confirm(user, '保存');
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(requestsTo(per.sim, 'POST', UPDATE_INFO_URL)).toHaveLength(1);
    expect(admin().avatar).toBe(link);
    expect(admin().email).toBe('admin@fleet.com');
  });

  test('an upload whose answer is lost says so and offers 重新提交, sent with the same key; a later picture is a new upload', async () => {
    const { user } = await openPage();
    per.sim.clearRequests();
    per.sim.faults.failNext(PUT_FILE_URL, 'network');
    await user.upload(screen.getByLabelText('上传头像', { selector: 'input' }), pngFile(10 * 1024));
    const notice = await screen.findByText(/无法确认头像是否已上传/, {}, { timeout: 8000 });
    expect(screen.queryByText('头像上传失败，请稍后重试')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新提交' }));
    await waitFor(() => expect(screen.getByTestId('avatar-image').getAttribute('src')).toMatch(new RegExp(`^${FILE_PATH}\\d+$`)));
    expect(notice).not.toBeInTheDocument();
    const first = screen.getByTestId('avatar-image').getAttribute('src');
    const sent = requestsTo(per.sim, 'POST', PUT_FILE_URL);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.headers['idempotency-key']).toBeTruthy();
    expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);

    await user.upload(screen.getByLabelText('上传头像', { selector: 'input' }), pngFile(12 * 1024, 'other.png'));
    await waitFor(() => expect(screen.getByTestId('avatar-image').getAttribute('src')).not.toBe(first));
    const all = requestsTo(per.sim, 'POST', PUT_FILE_URL);
    expect(all).toHaveLength(3);
    expect(all[2]!.headers['idempotency-key']).not.toBe(sent[0]!.headers['idempotency-key']);
  });

  test("a refused upload shows the server's words, else 头像上传失败，请稍后重试", async () => {
    const { user } = await openPage();
    per.sim.faults.failNext(PUT_FILE_URL, '500');
    await user.upload(screen.getByLabelText('上传头像', { selector: 'input' }), pngFile(10 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^服务器内部错误$/);
    per.server.use(
      mswHttp.post(`*${PUT_FILE_URL}`, () => HttpResponse.json({ code: 500, success: false, data: null }, { status: 500 }), { once: true }),
    );
    await user.upload(screen.getByLabelText('上传头像', { selector: 'input' }), pngFile(11 * 1024));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^头像上传失败，请稍后重试$/));
  });

  test('an invalid email shows its message on blur and on submit; nothing is sent', async () => {
    const { user } = await openPage();
    const email = screen.getByLabelText('邮箱');
    await user.clear(email);
    await user.type(email, 'user@example');
    expect(screen.queryByText('邮箱格式不正确')).toBeNull();
    await user.tab();
    expect(screen.getByText('邮箱格式不正确')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    const phone = screen.getByLabelText('手机号码');
    await user.clear(phone);
    await user.type(phone, '1381234567');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('手机号码长度不为11位')).toBeInTheDocument();
    expect(requestsTo(per.sim, 'POST', UPDATE_INFO_URL)).toHaveLength(0);
  });

  test('a save asks first with the new values, is sent once and says 修改成功', async () => {
    const { user, realName } = await openPage();
    await user.clear(realName);
    await user.type(realName, '新的名字');
    const email = screen.getByLabelText('邮箱');
    await user.clear(email);
    await user.type(email, 'boss@fleet.com.cn');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认保存个人信息' });
    expect(within(dialog).getByText('新的名字')).toBeInTheDocument();
    expect(within(dialog).getByText('boss@fleet.com.cn')).toBeInTheDocument();
    expect(requestsTo(per.sim, 'POST', UPDATE_INFO_URL)).toHaveLength(0);
    await confirm(user, '保存');
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(admin()).toMatchObject({ realName: '新的名字', email: 'boss@fleet.com.cn' });
    const posts = requestsTo(per.sim, 'POST', UPDATE_INFO_URL);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a lost answer to a save that was made: the info is read back and found (said so, not 修改成功) without a second POST', async () => {
    const { user, realName } = await openPage();
    await user.clear(realName);
    await user.type(realName, '答复丢了');
    const seen = loseAnswerAfter(UPDATE_INFO_URL, (body) =>
      Object.assign(admin(), { realName: (body as Record<string, string>).realName }),
    );
    await user.click(screen.getByRole('button', { name: '保存' }));
    await confirm(user, '保存');
    expect(await screen.findByText('未收到服务器应答，正在核对操作结果…')).toBeInTheDocument();
    expect(await screen.findByText(/^服务器已处理：/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('修改成功')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(seen.posts).toBe(1);
    expect(requestsTo(per.sim, 'POST', UPDATE_INFO_URL)).toHaveLength(0);
    expect(admin().realName).toBe('答复丢了');
  });

  test('a lost answer to a save that never arrived: nothing found, every typed value kept, one POST', async () => {
    const { user, realName } = await openPage();
    await user.clear(realName);
    await user.type(realName, '保留我');
    const phone = screen.getByLabelText('手机号码');
    await user.clear(phone);
    await user.type(phone, '13912345678');
    const email = screen.getByLabelText('邮箱');
    await user.clear(email);
    await user.type(email, 'keep@fleet.com');
    per.sim.faults.failNext(UPDATE_INFO_URL, 'network');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await confirm(user, '保存');
    expect(await within(dialog).findByText(/未查到这笔操作的结果/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '重新提交' })).toBeInTheDocument();
    expect(requestsTo(per.sim, 'POST', UPDATE_INFO_URL)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(realName.value).toBe('保留我');
    expect((screen.getByLabelText('手机号码') as HTMLInputElement).value).toBe('13912345678');
    expect((screen.getByLabelText('邮箱') as HTMLInputElement).value).toBe('keep@fleet.com');
    expect(screen.queryByText('修改成功')).toBeNull();
    expect(admin().realName).toBe('平台管理员');
  });
});

describe('change password', () => {
  async function openPasswordTab() {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: '修改密码' }));
    const panel = screen.getByRole('tabpanel', { hidden: false, name: '修改密码' });
    return { user, panel };
  }

  test('all fields are required; a mismatch says 两次密码输入不一致; nothing is sent', async () => {
    const { user, panel } = await openPasswordTab();
    await user.click(within(panel).getByRole('button', { name: '修改密码' }));
    expect(within(panel).getByText('请输入原密码')).toBeInTheDocument();
    expect(within(panel).getByText('请输入新密码')).toBeInTheDocument();
    expect(within(panel).getByText('请输入确认密码')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('原密码'), 'admin');
    await user.type(within(panel).getByLabelText('新密码'), 'abc12345');
    await user.type(within(panel).getByLabelText('确认密码'), 'abc12346');
    await user.click(within(panel).getByRole('button', { name: '修改密码' }));
    expect(within(panel).getByText('两次密码输入不一致')).toBeInTheDocument();
    expect(requestsTo(per.sim, 'POST', UPDATE_PASSWORD_URL)).toHaveLength(0);
  });

  test('a wrong old password shows the server message 原密码不正确 and keeps the fields', async () => {
    const { user, panel } = await openPasswordTab();
    await user.type(within(panel).getByLabelText('原密码'), 'wrong-one');
    await user.type(within(panel).getByLabelText('新密码'), 'abc12345');
    await user.type(within(panel).getByLabelText('确认密码'), 'abc12345');
    await user.click(within(panel).getByRole('button', { name: '修改密码' }));
    const dialog = await confirm(user, '修改密码');
    expect(await within(dialog).findByText('原密码不正确')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect((within(panel).getByLabelText('原密码') as HTMLInputElement).value).toBe('wrong-one');
    expect((within(panel).getByLabelText('新密码') as HTMLInputElement).value).toBe('abc12345');
    expect(admin().password).toBe(md5('admin'));
  });

  test('the right old password changes it (md5 of each, never in the URL) and says 修改密码成功', async () => {
    const { user, panel } = await openPasswordTab();
    await user.type(within(panel).getByLabelText('原密码'), 'admin');
    await user.type(within(panel).getByLabelText('新密码'), 'n3w-Pass');
    await user.type(within(panel).getByLabelText('确认密码'), 'n3w-Pass');
    await user.click(within(panel).getByRole('button', { name: '修改密码' }));
    const dialog = await screen.findByRole('alertdialog', { name: '修改密码' });
    expect(within(dialog).getByText('将把登录密码改为新输入的密码，下次登录请使用新密码。')).toBeInTheDocument();
    expect(within(dialog).queryByText(/n3w-Pass/)).toBeNull();
    await confirm(user, '修改密码');
    expect(await screen.findByText('修改密码成功')).toBeInTheDocument();
    expect(admin().password).toBe(md5('n3w-Pass'));
    const [req] = requestsTo(per.sim, 'POST', UPDATE_PASSWORD_URL);
    expect(req!.search).toBe('');
    expect((within(panel).getByLabelText('原密码') as HTMLInputElement).value).toBe('');
  });

  test('a lost answer to a password change: it cannot be read back, so the dialog says to try the new password; one POST', async () => {
    const { user, panel } = await openPasswordTab();
    await user.type(within(panel).getByLabelText('原密码'), 'admin');
    await user.type(within(panel).getByLabelText('新密码'), 'n3w-Pass');
    await user.type(within(panel).getByLabelText('确认密码'), 'n3w-Pass');
    const seen = loseAnswerAfter(UPDATE_PASSWORD_URL, (body) => {
      admin().password = (body as URLSearchParams).get('newPassword')!;
    });
    await user.click(within(panel).getByRole('button', { name: '修改密码' }));
    const dialog = await confirm(user, '修改密码');
    expect(await within(dialog).findByText(/请用新密码登录试试/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(dialog).getByText(/未查到这笔操作的结果/)).toBeInTheDocument();
    expect(seen.posts).toBe(1);
    expect(admin().password).toBe(md5('n3w-Pass'));
    expect(screen.queryByText('修改密码成功')).toBeNull();
  });
});
