/**
 * A body of the wrong shape on a real screen (docs/architecture.md §5): the withdrawal dialog's fee quote answers
 * letters where fen belong. The user sees 未知错误 and the flow's own message, the dialog stays usable, and the
 * error log holds one entry naming the field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { clearLogs, getLogs } from '@services/logs/error-log';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

vi.setConfig({ testTimeout: 30_000 });
const backend = useSimulatorPerTest();

const FEE = '/api/supplierAccount/supplieraccount/calcMoneyFee';

beforeEach(async () => {
  await signIn(backend.sim, 'supplier', 'demo123', '100001');
  clearLogs();
});

test('a fee quote with letters for fen: 未知错误, the quote fails in the dialog, one log entry names data.fee', async () => {
  backend.server.use(
    mswHttp.post(FEE, () => HttpResponse.json({ code: 200, success: true, data: { fee: '3o', actualAmount: 9_970 }, msg: '操作成功' })),
  );
  const user = userEvent.setup();
  const app = backend.track(renderConsole({ path: '/fleet/withdrawal' }));
  await user.click(await screen.findByRole('button', { name: '提现 华北石化供货结算户' }, { timeout: 15_000 }));
  const d = within(await screen.findByRole('dialog', { name: '提现 - 华北石化供货结算户' }));
  await waitFor(() => expect(d.getByLabelText('提现金额（元）')).toBeEnabled());
  await user.type(d.getByLabelText('提现金额（元）'), '100');
  await user.click(d.getByRole('button', { name: '下一步' }));
  expect(await screen.findByText('未知错误')).toBeInTheDocument();
  expect(await d.findByText(/手续费计算失败/)).toBeInTheDocument();
  expect(d.queryByRole('region', { name: '请核对提现信息' })).not.toBeInTheDocument();
  expect(d.getByLabelText('提现金额（元）')).toHaveValue('100');
  expect(app.notices).toEqual([{ key: 'http.unknownError' }]);
  expect(
    getLogs()
      .filter((l) => l.type === 'decode')
      .map((l) => l.message),
  ).toEqual(['data.fee: expected a whole number']);
});
