import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router-dom';
import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { useDocumentTitle } from '@/components/use-document-title';
import { CrashCard, logRenderError } from '@/components/error-boundary';
import { BlueprintRoot } from '@/components/blueprint-root';

function ErrorPage({
  code,
  titleKey,
  textKey,
  icon,
}: {
  code: string;
  titleKey: string;
  textKey: string;
  icon: 'search' | 'disable' | 'error';
}) {
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
          action={
            <Button intent={Intent.PRIMARY} icon="home" text={t('error.backHome')} onClick={() => navigate('/', { replace: true })} />
          }
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

/**
 * What a route shows when its page threw outside any tab's boundary (the layout itself, the login page): the crash
 * card with a reload and the way home, instead of the router's developer page. The error is logged once.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  useDocumentTitle('error.crashTitle');
  useEffect(() => {
    logRenderError(error, 'route');
  }, [error]);
  return (
    <BlueprintRoot>
      <div className="fc-fullscreen-center">
        <CrashCard
          error={error}
          onRetry={() => window.location.reload()}
          extra={<Button icon="home" text={t('error.backHome')} onClick={() => window.location.assign('/')} />}
        />
      </div>
    </BlueprintRoot>
  );
}
