import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { addLog } from '@services/logs/error-log';
import { LogUploadButton } from './log-upload';
import './error-boundary.css';

/** Records a render error in the error log (docs/quality.md: client errors are kept and can be uploaded). */
export function logRenderError(error: unknown, where: string): void {
  const e = error instanceof Error ? error : new Error(String(error));
  addLog({ type: 'render', url: window.location.href, message: e.message, stack: e.stack ?? '', info: where.trim().slice(0, 2000) });
}

/**
 * What a page shows instead of itself when it threw while rendering: what happened, a retry that renders it
 * again, and the error log's upload. `extra` adds actions (the route-level card adds 返回首页).
 */
export function CrashCard({ error, onRetry, extra }: { error: unknown; onRetry: () => void; extra?: ReactNode }) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="fc-crash" role="alert">
      <NonIdealState
        icon="error"
        title={t('error.crashTitle')}
        description={
          <>
            <p>{t('error.crashText')}</p>
            {message && <p className="fc-crash-message">{message}</p>}
          </>
        }
        action={
          <div className="fc-crash-actions">
            <Button intent={Intent.PRIMARY} icon="refresh" text={t('error.retry')} onClick={onRetry} />
            <LogUploadButton text={t('error.uploadLog')} />
            {extra}
          </div>
        }
      />
    </div>
  );
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Keeps a failing page to itself: a render error inside shows the crash card (and is logged once), while the
 * shell and every other tab keep working. Retry renders the children again from scratch.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState & { attempt: number }> {
  override state: BoundaryState & { attempt: number } = { error: null, failed: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logRenderError(error, info.componentStack ?? '');
  }

  private readonly retry = () => this.setState((s) => ({ error: null, failed: false, attempt: s.attempt + 1 }));

  override render(): ReactNode {
    if (this.state.failed) return <CrashCard error={this.state.error} onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
