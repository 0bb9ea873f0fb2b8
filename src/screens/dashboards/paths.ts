/** The routes of the dashboards and statistics screens (spec 000 §2, spec 002 §2). */
export const DETAIL_PATHS = {
  home: '/wel/index',
  dashboard: '/wel/dashboard',
  shop: '/wel/shop',
  shopMall: '/wel/shopMall',
  salesTotal: '/statistics/salestotal/detail',
  storeRanking: '/statistics/storeOrderRanking/detail',
  fleet: '/statistics/fleetStatistics',
  refundRatio: '/oilManage/components/listOfOilNumberRefundRatioDetail',
  refundRatios: '/oilManage/listOfOilNumberRefundRatio',
} as const;
