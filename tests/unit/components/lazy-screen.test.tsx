import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { lazyScreen, screenModule, screensOf } from '@/components/lazy-screen';

function makeModule() {
  let release: () => void = () => undefined;
  const module = screenModule(() => {
    return new Promise<{ Orders: () => React.ReactNode }>((resolve) => {
      release = () => resolve({ Orders: () => <p>订单列表</p> });
    });
  });
  return { module, release: () => release() };
}

const view = (Screen: React.ComponentType) => (
  <Suspense fallback={<p>加载中</p>}>
    <Screen />
  </Suspense>
);

test('a screen whose module is not loaded yet shows the fallback, then the screen', async () => {
  const { module, release } = makeModule();
  const Orders = lazyScreen(module, 'Orders');
  render(view(Orders));
  expect(screen.getByText('加载中')).toBeInTheDocument();
  await act(async () => release());
  expect(await screen.findByText('订单列表')).toBeInTheDocument();
});

test('a screen whose module was loaded ahead renders in the first commit, without a fallback', async () => {
  const { module, release } = makeModule();
  const pending = module();
  release();
  await pending;
  const Orders = lazyScreen(module, 'Orders');
  render(view(Orders));
  expect(screen.getByText('订单列表')).toBeInTheDocument();
  expect(screen.queryByText('加载中')).not.toBeInTheDocument();
});

test('prefetching and rendering share one load; a failed load can be tried again', async () => {
  let attempts = 0;
  const module = screenModule(() => {
    attempts += 1;
    return attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ Page: () => <p>页面</p> });
  });
  await expect(module()).rejects.toThrow('chunk failed');
  expect(module.loaded()).toBeUndefined();
  const [a, b] = [module(), module()];
  await Promise.all([a, b]);
  expect(attempts).toBe(2);
  expect(module.loaded()).toBeDefined();
});

test('several screens of one plain loader load their module once and each renders its own export', async () => {
  let loads = 0;
  const { Orders, Refunds } = screensOf(() => {
    loads += 1;
    return Promise.resolve({ Orders: () => <p>订单列表</p>, Refunds: () => <p>退款申请</p> });
  }, ['Orders', 'Refunds']);
  render(
    <>
      {view(Orders)}
      {view(Refunds)}
    </>,
  );
  expect(await screen.findByText('订单列表')).toBeInTheDocument();
  expect(await screen.findByText('退款申请')).toBeInTheDocument();
  expect(loads).toBe(1);
});
