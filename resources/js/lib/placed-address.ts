import type { OrderDetails } from '@/types/models';

// The order-placed page shows a guest's order as a link's holder sees it (no street: the page reads the order by the
// same key as the tracking link). The address the customer just typed is kept in this page's memory only (never
// stored in the browser, never sent): the order-placed page, reached by an Inertia visit from the checkout, says where
// the order goes; a reload, another tab or a return from the payment page shows the region only.

type Address = NonNullable<OrderDetails['address']>;

let kept: { number: string; address: Address } | null = null;

/** Keep the address of the order just placed (the placement's answer holds it whole); a pickup forgets it. */
export function rememberPlacedAddress(order: Pick<OrderDetails, 'number' | 'address'>): void {
    kept = order.address ? { number: order.number, address: order.address } : null;
}

/** The address kept for this order number, or null (another order, or nothing kept). */
export function placedAddress(number: string): Address | null {
    return kept !== null && kept.number === number ? kept.address : null;
}

/**
 * The order with the address typed on this page's checkout when the server sent it without one. The server never has
 * it (it renders the region), and a page loaded afresh has nothing kept either, so hydration sees what the server drew.
 */
export function withPlacedAddress(order: OrderDetails | null): OrderDetails | null {
    if (!order || order.address !== null) return order;
    const address = placedAddress(order.number);
    return address ? { ...order, address } : order;
}
