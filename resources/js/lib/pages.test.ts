import { describe, expect, it } from 'vitest';
import { layoutFor, resolvePage } from './pages';

describe('the layout rule', () => {
    it('frames staff pages in the staff layout, with the section of the page name highlighted', () => {
        expect(layoutFor('staff/board')).toEqual({ layout: 'staff', props: { current: 'board' } });
        expect(layoutFor('staff/orders/show')).toEqual({ layout: 'staff', props: { current: 'orders' } });
        expect(layoutFor('staff/stop-list')).toEqual({ layout: 'staff', props: { current: 'stopList' } });
        expect(layoutFor('staff/login')).toEqual({ layout: 'staff', props: {} });
        expect(layoutFor('staff/error')).toEqual({ layout: 'staff', props: {} });
    });

    it('frames checkout pages in the checkout layout', () => {
        for (const page of [
            'checkout/index',
            'checkout/success',
            'checkout/payment-failure',
            'checkout/payment-success',
            'checkout/sandbox-payment',
        ]) {
            expect(layoutFor(page)).toEqual({ layout: 'checkout', props: {} });
        }
    });

    it('shows the icon sprite bare and every other page in the storefront layout', () => {
        expect(layoutFor('icons')).toEqual({ layout: 'sprite', props: {} });
        for (const page of [
            'home',
            'error',
            'menu/category',
            'account/orders',
            'product/show',
            'staffing',
            'checkouts',
        ]) {
            expect(layoutFor(page)).toEqual({ layout: 'default', props: {} });
        }
    });
});

describe('resolvePage', () => {
    it('finds a staff page in the staff list, in the staff frame', async () => {
        const page = await resolvePage('staff/login');
        expect(typeof page).toBe('function');
        expect(page.layout).toBeTypeOf('function');
    });

    it('names an unknown page, staff or storefront', async () => {
        await expect(resolvePage('staff/no-such-page')).rejects.toThrow('Unknown page component: staff/no-such-page');
        await expect(resolvePage('no-such-page')).rejects.toThrow('Unknown page component: no-such-page');
    });
});
