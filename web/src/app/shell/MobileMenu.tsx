import { lazy, Suspense, useRef, useState } from 'react';
import { chakra, IconButton } from '@chakra-ui/react';

// The drawer and its focus trap are not needed until the menu opens: they stay off the first page.
const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));

function MenuIcon() {
  return (
    <chakra.svg viewBox="0 0 24 24" boxSize="6" aria-hidden="true" focusable="false">
      <path
        d="M4 6h16M4 12h16M4 18h16"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </chakra.svg>
  );
}

/** On small screens the header links live in a side drawer (focus is trapped, then restored). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={menuButton}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="lg"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} menuButton={menuButton} />
        </Suspense>
      ) : null}
    </>
  );
}
