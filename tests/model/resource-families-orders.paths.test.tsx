// The per-definition suite (tests/support/resource-family-suite.tsx) for the orders, invoicing, agents, merchants areas.
import { describeFamilies, listedFamilies } from '../support/resource-family-suite';

describeFamilies(listedFamilies(['orders', 'invoicing', 'agents', 'merchants']));
