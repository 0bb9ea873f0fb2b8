import { screensOf } from '@/components/lazy-screen';
import type { PageRoute } from '@/components/page-route';

const { FlowModelPage, FlowDeployPage, FlowFollowPage } = screensOf(
  () => import('./workflow-pages'),
  ['FlowModelPage', 'FlowDeployPage', 'FlowFollowPage'],
);

/** Workflow administration (spec 000 §7 "Workflow"): the menu pages of models, deployments and process instances. Screens load lazily. */
export const WORKFLOW_PAGES: PageRoute[] = [
  { path: '/flow/model', titleKey: 'resources:title.flow-model', element: <FlowModelPage /> },
  { path: '/flow/deploy', titleKey: 'resources:title.flow-manager', element: <FlowDeployPage /> },
  { path: '/flow/follow', titleKey: 'resources:title.flow-follow', element: <FlowFollowPage /> },
];
