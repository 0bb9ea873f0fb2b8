import { render, screen, within } from '@testing-library/react';
import { consoleConfig } from '@services/http/config';
import userEvent from '@testing-library/user-event';
import { BlueprintProvider } from '@blueprintjs/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { SimulatorPanel } from '@/app/demo/simulator-panel';
import { simulatorEn } from '@/i18n/locales/en/simulator';
import { simulatorZh } from '@/i18n/locales/zh/simulator';
import { createSimulator } from '@services/mock/simulator';

vi.setConfig({ testTimeout: 20_000 });

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keysOf(v as object, `${prefix}${k}.`)));
}

async function setup(lng: 'zh' | 'en' = 'zh', onReset?: () => void) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { zh: { simulator: simulatorZh }, en: { simulator: simulatorEn } },
    ns: ['simulator'],
    interpolation: { escapeValue: false },
  });
  const sim = createSimulator({ storage: null });
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <BlueprintProvider>
        <SimulatorPanel simulator={sim} onReset={onReset} />
      </BlueprintProvider>
    </I18nextProvider>,
  );
  return { sim, user };
}

test('zh and en texts have the same keys', () => {
  // English adds a `_one` text beside each counted `_other` one (Chinese has one plural form)
  const english = keysOf(simulatorEn).filter((k) => !k.endsWith('_one'));
  expect(english.sort()).toEqual(keysOf(simulatorZh).sort());
});

test('the launcher opens a drawer whose controls drive the simulator', async () => {
  const { sim, user } = await setup('zh');
  await user.click(screen.getByRole('button', { name: '模拟后端' }));
  const title = await screen.findByText('模拟后端设置');
  const drawer = title.closest('.bp6-drawer') as HTMLElement;
  expect(drawer).not.toBeNull();

  const latency = within(drawer).getByLabelText('响应延迟（毫秒）');
  await user.clear(latency);
  await user.type(latency, '300');
  expect(sim.config.latencyMs).toBe(300);

  const lifetime = within(drawer).getByLabelText('访问令牌有效期（秒）');
  await user.clear(lifetime);
  await user.type(lifetime, '45');
  expect(sim.config.accessTokenSeconds).toBe(45);

  await user.click(within(drawer).getByRole('button', { name: '下一次请求失败' }));
  expect(within(drawer).getByText('请输入接口路径')).toBeInTheDocument();
  await user.type(within(drawer).getByLabelText('接口路径'), '/api/blade-system/menu/routes');
  await user.selectOptions(within(drawer).getByLabelText('故障类型'), 'html');
  await user.click(within(drawer).getByRole('button', { name: '下一次请求失败' }));
  expect(sim.faults.pending()).toEqual([{ pattern: '/api/blade-system/menu/routes', kind: 'html', remaining: 1 }]);
  expect(within(drawer).getByText('/api/blade-system/menu/routes · 返回 HTML 页面 ×1')).toBeInTheDocument();
  await user.click(within(drawer).getByRole('button', { name: '清除故障' }));
  expect(sim.faults.pending()).toHaveLength(0);

  await user.click(within(drawer).getByLabelText('登录时校验验证码'));
  expect(sim.config.captchaEnabled).toBe(false);

  // the simulator plays a backend that keeps Idempotency-Key, and the console is told so
  expect(consoleConfig.idempotencyHonoured).toBe(false);
  await user.click(within(drawer).getByLabelText('重复的 Idempotency-Key 返回首次结果（BladeX 不支持）'));
  expect(sim.config.idempotencyHonoured).toBe(true);
  expect(consoleConfig.idempotencyHonoured).toBe(true);
  await user.click(within(drawer).getByLabelText('重复的 Idempotency-Key 返回首次结果（BladeX 不支持）'));
  expect(consoleConfig.idempotencyHonoured).toBe(false);

  const expire = vi.spyOn(sim, 'expireTokens');
  await user.click(within(drawer).getByRole('button', { name: '立即让所有令牌过期' }));
  expect(expire).toHaveBeenCalledTimes(1);
});

test('reset asks first, and only a confirmed reset reseeds and reloads the console', async () => {
  const onReset = vi.fn();
  const { sim, user } = await setup('en', onReset);
  const reset = vi.spyOn(sim, 'reset');
  await user.click(screen.getByRole('button', { name: 'Simulator' }));
  await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(reset).not.toHaveBeenCalled();
  expect(onReset).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
  await user.click(await screen.findByRole('button', { name: 'Reset' }));
  expect(reset).toHaveBeenCalledTimes(1);
  expect(onReset).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Demo data was reset; please sign in again')).toBeInTheDocument();
});
