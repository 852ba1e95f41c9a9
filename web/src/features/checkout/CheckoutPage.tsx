import { UnfinishedPage } from '../../ui/UnfinishedPage';

/** Entry of the checkout feature, loaded on demand by the router; it draws every checkout route. */
export function CheckoutPage({ title }: { title: string }) {
  return <UnfinishedPage title={title} />;
}
