// The `testPage` namespace (texts of /test/index, demo mode only) loads with that page and registers itself on import.
import { registerLazyNamespace } from './i18n';
import { testPageZh } from './locales/zh/test-page';
import { testPageEn } from './locales/en/test-page';

registerLazyNamespace('testPage', testPageZh, testPageEn);
