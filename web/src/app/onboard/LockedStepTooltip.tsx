import { useState } from 'react';
import { Portal, Tooltip } from '@chakra-ui/react';
import type { SidebarStepItem } from '@yardwise/domain/onboarding/sidebar';
import { LockedStepButton } from './LockedStepButton';

export interface LockedStepTooltipProps {
  item: SidebarStepItem;
  reasonId: string;
}

/**
 * A locked step with its tooltip. A tap opens the tooltip too, since phones have
 * no hover. Loaded only where steps can be locked: the tooltip brings a positioning library.
 */
export function LockedStepTooltip({ item, reasonId }: LockedStepTooltipProps) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      closeOnClick={false}
      positioning={{ placement: 'right' }}
    >
      <Tooltip.Trigger asChild>
        <LockedStepButton label={item.label} reasonId={reasonId} onClick={() => setOpen(true)} />
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {item.tooltip}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
