import { Stack } from '@chakra-ui/react';
import {
  monthlyPaymentShown,
  type EstimatePanel,
} from '@yardwise/domain/wishlist/elementSelection';
import { EstimatePanelView } from './EstimatePanelView';
import { FinancingBox } from './FinancingBox';

/** The checklist's estimate with the financing box below it, once there is a range to finance. */
export function EstimateWithFinancing({ panel }: { panel: EstimatePanel }) {
  const monthlyPayment = monthlyPaymentShown(panel);
  return (
    <Stack gap="4">
      <EstimatePanelView panel={panel} />
      {monthlyPayment ? <FinancingBox monthlyPayment={monthlyPayment} /> : null}
    </Stack>
  );
}
