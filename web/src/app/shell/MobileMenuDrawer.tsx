import type { RefObject } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { MarketingNav } from './MarketingNav';

/**
 * The menu drawer itself, loaded the first time the menu opens (focus is trapped inside, then
 * returned to the menu button).
 */
export default function MobileMenuDrawer({
  open,
  onClose,
  menuButton,
}: {
  open: boolean;
  onClose: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      finalFocusEl={() => menuButton.current}
      placement="end"
      size="xs"
    >
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
