/**
 * The order list screens: /order/orderManager (station orders pageViewList_v2 with the sum page and both exports;
 * fuel orders pageViewList at size 99; the phone-based search; the third-party order search) and /order/goodsOrder
 * (goods orders pageViewList_v3 with exportGoods).
 */
import '@/i18n/orders-namespace';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tab, Tabs } from '@blueprintjs/core';
import { OIL_LIST_SIZE } from '@services/api/orders/client';
import { useDocumentTitle } from '@/components/use-document-title';
import { OrderList } from './order-list';
import '@/components/components.css';

const TABS = ['platform', 'oil', 'tel', 'huarun'] as const;
type ManagerTab = (typeof TABS)[number];

export function OrderManagerPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle('orders:title.platform');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as ManagerTab | null;
  const tab: ManagerTab = asked && TABS.includes(asked) ? asked : 'platform';
  return (
    <div className="fc-pad">
      <Tabs
        id="order-manager-tabs"
        aria-label={t('tabs.label')}
        selectedTabId={tab}
        renderActiveTabPanelOnly
        onChange={(id) => setParams({ tab: String(id) }, { replace: true })}
      >
        <Tab
          id="platform"
          title={t('title.platform')}
          panel={<OrderList kind="platform" title={t('title.platform')} filterSet="full" exports={['export', 'exportV2']} showSum />}
        />
        <Tab
          id="oil"
          title={t('title.oil')}
          panel={<OrderList kind="oil" title={t('title.oil')} filterSet="oil" exports={['oilExport']} size={OIL_LIST_SIZE} />}
        />
        <Tab
          id="tel"
          title={t('title.tel')}
          panel={<OrderList kind="tel" title={t('title.tel')} filterSet="tel" exports={[]} phoneRequired />}
        />
        <Tab
          id="huarun"
          title={t('title.huarun')}
          panel={<OrderList kind="huarun" title={t('title.huarun')} filterSet="huarun" exports={['exportHuaRunOrder']} />}
        />
      </Tabs>
    </div>
  );
}

export function GoodsOrderPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle('orders:title.goods');
  return (
    <div className="fc-pad">
      <OrderList kind="goods" title={t('title.goods')} filterSet="goods" exports={['exportGoods']} />
    </div>
  );
}
