import { Stack } from '@chakra-ui/react';
import type { EstimatePanel } from '@yardwise/domain/wishlist/elementSelection';
import { EstimatePanelView } from './EstimatePanelView';
import { FinancingBox } from './FinancingBox';

/** The checklist's estimate with the financing box below it, once there is a range to finance. */
export function EstimateWithFinancing({ panel }: { panel: EstimatePanel }) {
  return (
    <Stack gap="4">
      <EstimatePanelView panel={panel} />
      {panel.kind === 'estimate' ? <FinancingBox monthlyPayment={panel.monthlyPayment} /> : null}
    </Stack>
  );
}
