import { UnfinishedPage } from '../../ui/UnfinishedPage';

/** Entry of the funnel feature, loaded on demand by the router; it draws every funnel route. */
export function FunnelPage({ title }: { title: string }) {
  return <UnfinishedPage title={title} />;
}
