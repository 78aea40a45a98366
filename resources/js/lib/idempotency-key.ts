/**
 * A fresh Idempotency-Key for one order attempt (the storefront's checkout, a phone order's form): 32 hex digits from
 * crypto.getRandomValues, which browsers give on plain http too (crypto.randomUUID only in a secure context). The
 * server takes 8 to 100 of [A-Za-z0-9_-] (PlaceOrderRequest::IDEMPOTENCY_KEY).
 */
export function newIdempotencyKey(): string {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
