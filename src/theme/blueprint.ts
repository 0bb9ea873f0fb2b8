// Blueprint's stylesheet and focus handling, loaded with the first screen that uses Blueprint (the shell,
// lock and error pages, the toaster) and never by the login page, which stays small (docs/quality.md budgets).
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { FocusStyleManager } from '@blueprintjs/core';

FocusStyleManager.onlyShowFocusOnTabs();
