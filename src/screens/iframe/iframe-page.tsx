import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AnchorButton, NonIdealState } from '@blueprintjs/core';
import { selectMenus } from '@machines/session/session.selectors';
import { useSession } from '@/components/session-context';
import { useDocumentTitle } from '@/components/use-document-title';
import { embeddableUrl, findMenuById } from '@/components/menu-paths';

/**
 * /myiframe/:routerPath: an external menu page inside the console (docs/quality.md req. 8). The URL comes from
 * the server's menu, looked up by the menu id in the route — never from the address bar — and must parse
 * as http(s). The frame is sandboxed and sends no referrer.
 */
export function IframePage() {
  const { t } = useTranslation();
  const { routerPath = '' } = useParams();
  const menus = useSession(selectMenus);
  const node = findMenuById(menus, routerPath);
  const url = node ? embeddableUrl(node.path, window.location.origin) : null;
  useDocumentTitle('route.iframe', node?.name);
  if (!node || !url) return <NonIdealState icon="disable" title={t('route.iframe')} description={t('error.iframeRefused')} />;
  const sameOrigin = url.origin === window.location.origin;
  return (
    <div className="fc-iframe">
      <div className="fc-iframe-bar">
        <span className="fc-muted">{url.href}</span>
        <AnchorButton
          variant="minimal"
          size="small"
          icon="share"
          href={url.href}
          target="_blank"
          rel="noopener noreferrer"
          text={t('error.openInNewWindow')}
        />
      </div>
      <iframe
        title={node.name}
        src={url.href}
        referrerPolicy="no-referrer"
        // A same-origin page must not get allow-same-origin together with scripts (it could lift its own sandbox).
        sandbox={sameOrigin ? 'allow-scripts allow-forms allow-popups' : 'allow-scripts allow-forms allow-popups allow-same-origin'}
      />
    </div>
  );
}
