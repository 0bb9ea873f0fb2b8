import { selectMenus, thirdManageShortcut } from '@machines/session/session.selectors';
import { useSession } from './session-context';

/** The first page after login: the thirdManage shortcut when it applies, else /wel/index. */
export function useHomePath(): string {
  const menus = useSession(selectMenus);
  return thirdManageShortcut(menus)?.path ?? '/wel/index';
}
