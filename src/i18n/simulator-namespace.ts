// The demo panel's texts load with the panel (demo mode only).
import { registerLazyNamespace } from './i18n';
import { simulatorZh } from './locales/zh/simulator';
import { simulatorEn } from './locales/en/simulator';

registerLazyNamespace('simulator', simulatorZh, simulatorEn);
