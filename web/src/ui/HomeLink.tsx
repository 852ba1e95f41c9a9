import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A link back to the start of the app ("/" sends each visitor to the right place). */
export function HomeLink({ children = 'Back to home' }: { children?: string }) {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
      <RouterLink to="/">{children}</RouterLink>
    </Link>
  );
}
