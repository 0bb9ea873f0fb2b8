/** The frame of a page: a region named by its title, the title as a heading, the page's actions, then its body. */
import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';
import './components.css';

function DocumentTitle({ titleKey }: { titleKey: string }) {
  useDocumentTitle(titleKey);
  return null;
}

export function PageFrame({
  title,
  actions,
  documentTitle,
  className,
  level = 2,
  children,
}: {
  title: string;
  /** The heading level: 1 for a page that is a whole screen of its own, 2 (default) inside the console frame. */
  level?: 1 | 2;
  actions?: ReactNode;
  /** i18n key of the window title ("<page> - <product>"); a page that sets its own leaves it out. */
  documentTitle?: string;
  className?: string;
  children?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-label={title} className={className ? `fc-page ${className}` : 'fc-page'}>
      {documentTitle ? <DocumentTitle titleKey={documentTitle} /> : null}
      <div className="fc-page-header">
        <Heading className={`${Classes.HEADING} fc-page-title`}>{title}</Heading>
        {actions ? <div className="fc-page-actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
