import { useTranslation } from 'react-i18next';
import { Card, Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { selectMenus } from '@machines/session/session.selectors';
import { useSession } from '@/components/session-context';
import { useDocumentTitle } from '@/components/use-document-title';
import { menuPaths } from '@/components/menu-paths';
import { useRequest } from '@/components/use-request';
import { fetchPersonalInfo } from '@services/api/user';

/** /wel/index: who is signed in, for which tenant and role. The dashboards replace the body later. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle('route.home');
  const user = useSession((s) => s.context.profile?.user ?? null);
  const menus = useSession(selectMenus);
  const info = useRequest(['personal-info'], fetchPersonalInfo);
  if (!user) return null;
  const type = (['', '1', '2', '3'].includes(user.tenantType) ? user.tenantType : '') as '' | '1' | '2' | '3';
  return (
    <div className="fc-home">
      <h1 className={Classes.HEADING}>{t('home.title')}</h1>
      <Card className="fc-home-card">
        <HTMLTable compact className="fc-facts">
          <tbody>
            <tr>
              <th scope="row">{t('home.account')}</th>
              <td>
                {user.realName} ({user.account || user.userName})
              </td>
            </tr>
            <tr>
              <th scope="row">{t('home.tenant')}</th>
              <td>
                {user.tenantName} <Tag minimal>{user.tenantId}</Tag>
              </td>
            </tr>
            <tr>
              <th scope="row">{t('home.tenantType')}</th>
              <td>{t(`home.tenantTypes.${type}`)}</td>
            </tr>
            <tr>
              <th scope="row">{t('home.role')}</th>
              <td>{user.roleName}</td>
            </tr>
            <tr>
              <th scope="row">{t('home.contact')}</th>
              <td>
                {info.status === 'done' ? (
                  [info.data.phone, info.data.email].filter(Boolean).join(' · ') || '—'
                ) : info.status === 'loading' ? (
                  <span className={Classes.SKELETON}>138 0000 0000</span>
                ) : (
                  '—'
                )}
              </td>
            </tr>
            <tr>
              <th scope="row">{t('home.menuCount')}</th>
              <td>{menuPaths(menus).size}</td>
            </tr>
          </tbody>
        </HTMLTable>
      </Card>
    </div>
  );
}
