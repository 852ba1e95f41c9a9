import { UnfinishedPage } from '../../ui/UnfinishedPage';

/** Entry of the account feature, loaded on demand by the router; it draws every account route. */
export function AccountPage({ title }: { title: string }) {
  return <UnfinishedPage title={title} />;
}
