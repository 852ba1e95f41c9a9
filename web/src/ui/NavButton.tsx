import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A button that only goes to another page. It is a link, so it still works where a submitted
 * project's fieldset disables every button; while the way on is closed it is a disabled button.
 */
export function NavButton({
  to,
  disabled,
  children,
  ...buttonProps
}: ButtonProps & { to: string }) {
  if (disabled) {
    return (
      <Button disabled {...buttonProps}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild {...buttonProps}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
