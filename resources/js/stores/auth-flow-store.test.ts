import { describe, expect, it } from 'vitest';
import { AuthFlowStore } from './auth-flow-store';

describe('auth flow', () => {
    it('counts down 60 s before a new code may be asked for', () => {
        const flow = new AuthFlowStore();
        flow.codeSent('380671234567', 1_000_000);
        expect(flow.phone).toBe('380671234567');
        expect(flow.secondsToResend(1_000_000)).toBe(60);
        expect(flow.secondsToResend(1_059_001)).toBe(1);
        expect(flow.secondsToResend(1_060_000)).toBe(0);
    });
});
