import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { RequestView } from '@/components/request-view';
import { initI18n } from '@/i18n/i18n';

const i18n = initI18n('zh');
const wrap = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

test('a spinner while loading, then the data', () => {
  const { rerender } = wrap(<RequestView state={{ status: 'loading' }}>{(d: string) => d}</RequestView>);
  expect(screen.getByLabelText('加载中…')).toBeInTheDocument();
  rerender(
    <I18nextProvider i18n={i18n}>
      <RequestView state={{ status: 'done', data: '数据' }}>{(d: string) => d}</RequestView>
    </I18nextProvider>,
  );
  expect(screen.getByText('数据')).toBeInTheDocument();
});

test('a failure shows the server message and retries when offered', async () => {
  const retry = vi.fn();
  wrap(
    <RequestView state={{ status: 'failed', error: { serverMessage: '服务繁忙' } }} onRetry={retry}>
      {() => null}
    </RequestView>,
  );
  expect(screen.getByText('数据加载失败')).toBeInTheDocument();
  expect(screen.getByText('服务繁忙')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
