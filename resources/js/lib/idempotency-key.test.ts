import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
    it('is 32 hex digits the server takes (PlaceOrderRequest::IDEMPOTENCY_KEY), new every time', () => {
        const keys = Array.from({ length: 50 }, () => newIdempotencyKey());
        for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
        expect(keys.every((key) => /^[A-Za-z0-9_-]{8,100}$/.test(key))).toBe(true);
        expect(new Set(keys).size).toBe(keys.length);
    });
});
