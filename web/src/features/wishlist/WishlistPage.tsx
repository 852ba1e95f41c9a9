import { UnfinishedPage } from '../../ui/UnfinishedPage';

/** Entry of the wishlist feature, loaded on demand by the router; it draws every wishlist route. */
export function WishlistPage({ title }: { title: string }) {
  return <UnfinishedPage title={title} />;
}
