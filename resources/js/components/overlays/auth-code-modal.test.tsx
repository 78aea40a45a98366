import { useEffect } from 'react';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '@/lib/intl';
import { StoresProvider, useStores, type Stores } from '@/stores';
import { testLimits } from '@/test-support/limits';
import type { ShopLimits } from '@/types/models';
import { AuthCodeModal } from './auth-code-modal';

const page = vi.hoisted(() => ({ props: {} }));
const api = vi.hoisted(() => ({
    checkCode: vi.fn(() =>
        Promise.resolve({ ok: false as const, status: 404, message: '', errors: {}, retryAfter: null }),
    ),
    requestCode: vi.fn(),
}));

vi.mock('@inertiajs/react', () => ({ usePage: () => page, router: { reload: vi.fn() } }));
vi.mock('@/lib/auth-api', () => ({ useAuthApi: () => api }));
vi.mock('@/lib/analytics', () => ({ authEvent: vi.fn(() => Promise.resolve()) }));

let stores: Stores;
function Capture() {
    const value = useStores();
    useEffect(() => {
        stores = value;
    }, [value]);
    return null;
}

function showWith(limits: ShopLimits) {
    page.props = { locale: 'en', limits };
    render(
        <StoresProvider limits={limits}>
            <IntlProvider locale="en">
                <Capture />
                <AuthCodeModal />
            </IntlProvider>
        </StoresProvider>,
    );
    act(() => {
        stores.authFlow.codeSent('380501234567');
        stores.overlays.open('authCode');
    });
    const input = document.querySelector<HTMLInputElement>('input.otp-input');
    if (!input) throw new Error('the code input is not shown');
    return input;
}

/** Run a step inside an async act, so the promise callbacks it sets off have run when it resolves. */
function settle(step: () => unknown): Promise<void> {
    return act(async () => {
        await step();
    });
}

afterEach(() => {
    act(() => stores?.overlays.closeAll());
    cleanup();
    api.checkCode.mockClear();
});

describe('the code modal takes the code length the server is configured with', () => {
    it('waits for six digits when the server sends six', async () => {
        const input = showWith({ ...testLimits, otp_length: 6 });
        expect(input.maxLength).toBe(6);

        await settle(() => fireEvent.change(input, { target: { value: '1234' } }));
        expect(api.checkCode).not.toHaveBeenCalled();

        await settle(() => fireEvent.change(input, { target: { value: '123456' } }));
        expect(api.checkCode).toHaveBeenCalledWith('380501234567', '123456', []);
    });

    it('sends four digits when the server sends four', async () => {
        const input = showWith(testLimits);
        expect(input.maxLength).toBe(4);

        await settle(() => fireEvent.change(input, { target: { value: '98765' } }));
        expect(api.checkCode).toHaveBeenCalledWith('380501234567', '9876', []);
    });
});
