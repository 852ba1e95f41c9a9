import { UnfinishedPage } from '../../ui/UnfinishedPage';

/** Entry of the exterior feature, loaded on demand by the router; it draws every exterior route. */
export function ExteriorPage({ title }: { title: string }) {
  return <UnfinishedPage title={title} />;
}
