// The per-definition suite (tests/support/resource-family-suite.tsx) for the system, workflow areas.
import { describeFamilies, listedFamilies } from '../support/resource-family-suite';

describeFamilies(listedFamilies(['system', 'workflow']));
