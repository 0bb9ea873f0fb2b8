// The per-definition suite (tests/support/resource-family-suite.tsx) for the fleets, cards, staff, stations areas.
import { describeFamilies, listedFamilies } from '../support/resource-family-suite';

describeFamilies(listedFamilies(['fleets', 'cards', 'staff', 'stations']));
