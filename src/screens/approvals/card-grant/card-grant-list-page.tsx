/** The card grants (/company/grant): search, status, a link to each grant, and a new draft. */
import { useTranslation } from 'react-i18next';
import * as grants from '@services/api/approvals/card-grant';
import { GRANT_STATUS_INFO } from '@services/api/approvals/status';
import { GrantList } from './grant-list';

export function CardGrantListPage() {
  const { t } = useTranslation('approvals');
  return (
    <GrantList
      familyKey="card-grant"
      title={t('grant.listTitle')}
      statusTable={GRANT_STATUS_INFO}
      route="/company/grant"
      send={(v, key) => grants.saveGrant({ ...v }, key)}
      showEndTime
    />
  );
}

export default CardGrantListPage;
