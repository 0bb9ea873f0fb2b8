// The per-definition suite (tests/support/resource-family-suite.tsx) for the accounts, recharge, settlement, dashboards, tenants areas.
import { describeFamilies, listedFamilies } from '../support/resource-family-suite';

describeFamilies(listedFamilies(['accounts', 'recharge', 'settlement', 'dashboards', 'tenants']));
