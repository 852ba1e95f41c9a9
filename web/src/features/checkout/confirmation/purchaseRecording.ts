/**
 * The terms agreement and the purchase events are sent once per
 * order. Decision: the orders already handled are kept in local storage, so reloading or coming
 * back to the confirmation page does not count the purchase twice.
 */
const RECORDED_ORDERS_KEY = 'yardwise.recordedOrders';
const KEPT_ORDERS = 20;

function recordedOrders(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(RECORDED_ORDERS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** True the first time an order is claimed on this device; false ever after. */
export function claimOrderRecording(orderId: string): boolean {
  const orders = recordedOrders();
  if (orders.includes(orderId)) return false;
  try {
    const kept = [...orders, orderId].slice(-KEPT_ORDERS);
    window.localStorage.setItem(RECORDED_ORDERS_KEY, JSON.stringify(kept));
  } catch (error) {
    // Blocked storage: the purchase is still recorded, only a reload could count it again.
    console.warn('Could not remember the recorded order', error);
  }
  return true;
}
