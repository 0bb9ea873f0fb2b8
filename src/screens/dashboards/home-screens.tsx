/**
 * The home routes (spec 000 §2): /wel/index shows the workbench text first and the dashboard summary below it
 * (lazily, behind placeholders of fixed height); /wel/dashboard is the full dashboard of the tenant.
 */
import { lazy, Suspense } from 'react';
import { HomePage } from '@/screens/home/home-page';
import { useDocumentTitle } from '@/components/use-document-title';

const DashboardSection = lazy(() => import('./dashboard-section'));

/** Keeps the place of the summary while its code loads, so the text above it does not move. */
function SectionPlaceholder() {
  return <div className="fc-dash-section-placeholder" />;
}

export function WelIndexPage() {
  return (
    <>
      <HomePage />
      <Suspense fallback={<SectionPlaceholder />}>
        <DashboardSection variant="summary" />
      </Suspense>
    </>
  );
}

export function DashboardPage() {
  useDocumentTitle('route.dashboard');
  return (
    <Suspense fallback={<SectionPlaceholder />}>
      <DashboardSection variant="full" />
    </Suspense>
  );
}
