import { useState } from 'react';
import { chakra, CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { MarketingNav } from './MarketingNav';

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

/** funnel §2: on small screens the header links live in a side drawer (focus is trapped, then restored). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="end"
      size="xs"
    >
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" size="lg">
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <MarketingNav direction="column" />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Close menu" size="md" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
