/** The frame of a page: a region named by its title, the title as a heading, the page's actions, then its body. */
import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';
import './components.css';

function DocumentTitle({ titleKey }: { titleKey: string }) {
  useDocumentTitle(titleKey);
  return null;
}

export function PageFrame({ title, actions, documentTitle, className, children }: {
  title: string;
  actions?: ReactNode;
  /** i18n key of the window title ("<page> - <product>"); a page that sets its own leaves it out. */
  documentTitle?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-label={title} className={className ? `fc-page ${className}` : 'fc-page'}>
      {documentTitle ? <DocumentTitle titleKey={documentTitle} /> : null}
      <div className="fc-page-header">
        <h2 className={`${Classes.HEADING} fc-page-title`}>{title}</h2>
        {actions ? <div className="fc-page-actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
