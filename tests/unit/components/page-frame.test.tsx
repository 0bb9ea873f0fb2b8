import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { initI18n } from '@/i18n/i18n';

const i18n = initI18n('zh');

test('a region named by the title, with the title as heading, the actions and the body', () => {
  render(
    <I18nextProvider i18n={i18n}>
      <PageFrame title="提现记录" actions={<button type="button">导出</button>}>
        <p>正文</p>
      </PageFrame>
    </I18nextProvider>,
  );
  const region = screen.getByRole('region', { name: '提现记录' });
  expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: '提现记录' }));
  expect(region).toContainElement(screen.getByRole('button', { name: '导出' }));
  expect(region).toHaveTextContent('正文');
});

test('it sets the window title when given its key', () => {
  render(
    <I18nextProvider i18n={i18n}>
      <PageFrame title="x" documentTitle="route.profile" />
    </I18nextProvider>,
  );
  expect(document.title).toBe('个人信息 - 车队油卡管理平台');
});

test('a whole-screen page heads with level 1', () => {
  render(
    <I18nextProvider i18n={i18n}>
      <PageFrame title="销售汇总详情" level={1} className="fc-dash" />
    </I18nextProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: '销售汇总详情' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '销售汇总详情' })).toHaveClass('fc-page', 'fc-dash');
});
