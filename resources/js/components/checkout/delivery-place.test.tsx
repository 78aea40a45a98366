import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '@/lib/intl';
import { testLimits } from '@/test-support/limits';
import type { DeliveryPlace as Place, Locale } from '@/types/models';
import { DeliveryPlace } from './delivery-place';

vi.mock('@inertiajs/react', () => ({ usePage: () => ({ props: { limits: testLimits } }) }));
// The map chunk is not drawn in jsdom: a stand-in that shows where the pin is and places one when clicked.
vi.mock('./pin-map', () => ({
    default: ({
        pin,
        onPin,
    }: {
        pin: { lat: number; lng: number } | null;
        onPin: (lat: number, lng: number) => void;
    }) => (
        <button type="button" onClick={() => onPin(50.4501, 30.5102)}>
            map {pin ? `${pin.lat},${pin.lng}` : 'empty'}
        </button>
    ),
}));

afterEach(cleanup);

const map = {
    tile_url: '/tiles/{z}/{x}/{y}.png',
    attribution: 'OSM',
    center: [50.45, 30.52] as [number, number],
    zoom: 11,
};

function place(overrides: Partial<Place> = {}): Place {
    return {
        point: { lat: 50.438, lng: 30.5178 },
        label: 'вулиця Саксаганського, 10',
        pinned: false,
        needs_pin: false,
        refusal: null,
        pickup_offered: false,
        area: {
            id: 2,
            name: 'Pechersk',
            colour: '#2e86ab',
            restaurant: { id: 2, name: 'Sunrise Pechersk' },
            delivery_fee: 5000,
            min_order: 30000,
            free_from: 100000,
            eta_minutes: 40,
        },
        ...overrides,
    };
}

function show(value: Place, locale: Locale = 'en', handlers = { onPin: vi.fn(), onPickup: vi.fn() }) {
    render(
        <IntlProvider locale={locale}>
            <DeliveryPlace place={value} etaMinutes={55} pin={null} map={map} locale={locale} {...handlers} />
        </IntlProvider>,
    );
    return handlers;
}

describe('what the server decided for the address', () => {
    it('names the kitchen, the fee, the minimum and the time, in both languages', () => {
        show(place());
        const terms = screen.getByTestId('delivery-area');
        expect(terms.textContent?.replace(/\s+/g, ' ')).toContain('Sunrise Pechersk');
        expect(terms.textContent?.replace(/\s+/g, ' ')).toContain('UAH 50');
        expect(terms.textContent).toContain('≈ 55 min');
        cleanup();

        show(place(), 'uk');
        expect(screen.getByTestId('delivery-area').textContent).toContain('Мінімальне замовлення');
    });

    it('offers pickup outside every area', () => {
        const handlers = show(place({ area: null, refusal: 'outside', pickup_offered: true }));

        fireEvent.click(screen.getByRole('button', { name: 'Pick the order up instead' }));

        expect(handlers.onPickup).toHaveBeenCalledOnce();
        expect(screen.queryByTestId('delivery-area')).toBeNull();
    });

    it('opens the map when the geocoder is unsure, and hands the pin on', async () => {
        const handlers = show(place({ area: null, refusal: 'imprecise', needs_pin: true }));

        fireEvent.click(await screen.findByRole('button', { name: /map empty/ }));

        expect(handlers.onPin).toHaveBeenCalledWith(50.4501, 30.5102);
    });
});
