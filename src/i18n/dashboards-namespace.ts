// The `dashboards` namespace (texts of the dashboards and statistics screens) loads with those screens and
// registers itself on import.
import { registerLazyNamespace } from './i18n';
import { dashboardsZh } from './locales/zh/dashboards';
import { dashboardsEn } from './locales/en/dashboards';

export const DASHBOARDS_NS = 'dashboards';

registerLazyNamespace(DASHBOARDS_NS, dashboardsZh, dashboardsEn);
