import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { useDocumentTitle } from '@/components/use-document-title';
import { BlueprintRoot } from '@/shell/blueprint-root';

function ErrorPage({ code, titleKey, textKey, icon }: { code: string; titleKey: string; textKey: string; icon: 'search' | 'disable' | 'error' }) {
  const { t } = useTranslation();
  useDocumentTitle(titleKey);
  const navigate = useNavigate();
  return (
    <BlueprintRoot>
    <div className="fc-fullscreen-center">
      <NonIdealState
        icon={icon}
        title={
          <>
            <span className="fc-error-code">{code}</span> {t(titleKey)}
          </>
        }
        description={t(textKey)}
        action={<Button intent={Intent.PRIMARY} icon="home" text={t('error.backHome')} onClick={() => navigate('/', { replace: true })} />}
      />
    </div>
    </BlueprintRoot>
  );
}

/** /404. */
export function NotFoundPage() {
  return <ErrorPage code="404" titleKey="route.notFound" textKey="error.notFound" icon="search" />;
}
/** /403. */
export function ForbiddenPage() {
  return <ErrorPage code="403" titleKey="route.forbidden" textKey="error.forbidden" icon="disable" />;
}
/** /500. */
export function ServerErrorPage() {
  return <ErrorPage code="500" titleKey="route.serverError" textKey="error.serverError" icon="error" />;
}
