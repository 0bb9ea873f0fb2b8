// The `fleet` namespace (texts of the fleet, member card, settlement combo, station binding and third-party screens) loads with those screens and registers itself on import.
import { registerLazyNamespace } from './i18n';
import { fleetZh } from './locales/zh/fleet';
import { fleetEn } from './locales/en/fleet';

export const FLEET_NS = 'fleet';

/** Adds the namespace to i18next (again after a fresh initI18n in tests). */
export function registerFleet(): void {
  registerLazyNamespace(FLEET_NS, fleetZh, fleetEn);
}

registerFleet();
