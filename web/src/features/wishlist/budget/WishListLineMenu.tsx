import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { DELETE_ITEM, EDIT_ITEM, itemOptionsLabel } from './budgetCopy';

/** Three dots: the usual sign of a row's options. */
function MoreIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {[4, 10, 16].map((x) => (
        <circle key={x} cx={x} cy="10" r="1.8" fill="currentColor" />
      ))}
    </svg>
  );
}

export interface WishListLineMenuProps {
  itemName: string;
  onEdit(): void;
  onDelete(): void;
}

/** A wish-list line's edit/delete menu. */
export function WishListLineMenu({ itemName, onEdit, onDelete }: WishListLineMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={itemOptionsLabel(itemName)} variant="ghost" minW="11" h="11">
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="10rem">
            <Menu.Item value="edit" minH="10" onSelect={onEdit}>
              {EDIT_ITEM}
            </Menu.Item>
            <Menu.Item value="delete" minH="10" color="fg.error" onSelect={onDelete}>
              {DELETE_ITEM}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
