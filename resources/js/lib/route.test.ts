import { describe, expect, it } from 'vitest';
import { baseRouteName, hasRoute, localizedRoute } from './route';

describe('localizedRoute', () => {
    it('builds unprefixed Ukrainian and /en English URLs from one route name', () => {
        expect(localizedRoute('menu', undefined, 'uk')).toBe('/menu');
        expect(localizedRoute('menu', undefined, 'en')).toBe('/en/menu');
        expect(localizedRoute('product', { product: 'philadelphia-classic' }, 'en')).toBe(
            '/en/product/philadelphia-classic',
        );
        expect(localizedRoute('account.orders.show', { order: 42 }, 'uk')).toBe('/account/orders/42');
    });

    it('maps a route name to its language-independent base', () => {
        expect(baseRouteName('en.menu.category')).toBe('menu.category');
        expect(baseRouteName('menu.category')).toBe('menu.category');
    });

    it('knows every route of the spec in both languages', () => {
        for (const name of [
            'home',
            'menu',
            'menu.category',
            'product',
            'promotions',
            'promotions.show',
            'favorites',
            'contacts',
            'delivery',
            'checkout',
            'checkout.payment-success',
            'checkout.payment-failure',
            'checkout.success',
            'payment.viva.success',
            'payment.viva.failure',
            'account',
            'account.bonuses',
            'account.favorites',
            'account.orders',
            'account.orders.show',
            'account.profile',
            'account.referral',
            'icons',
        ]) {
            expect(hasRoute(name), name).toBe(true);
            expect(hasRoute(`en.${name}`), `en.${name}`).toBe(true);
        }
    });
});
