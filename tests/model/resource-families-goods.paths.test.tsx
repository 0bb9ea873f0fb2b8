// The per-definition suite (tests/support/resource-family-suite.tsx) for the goods, coupons and contracts areas.
import { describeFamilies, listedFamilies } from '../support/resource-family-suite';

describeFamilies(listedFamilies(['goods', 'coupons', 'contracts']));
