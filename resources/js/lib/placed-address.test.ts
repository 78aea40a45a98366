import { describe, expect, it } from 'vitest';
import { placedAddress, rememberPlacedAddress } from './placed-address';

describe('the address of the order just placed', () => {
    it('is kept in this tab for that order number only', () => {
        rememberPlacedAddress({ number: 'SR-10003', address: { street: 'вул. Саксаганського', house: '12Б' } });
        const kept = window.sessionStorage.getItem('sunrise:placed-address');
        expect(placedAddress(kept, 'SR-10003')).toEqual({ street: 'вул. Саксаганського', house: '12Б' });
        expect(placedAddress(kept, 'SR-10004')).toBeNull();
    });

    it('is forgotten by a pickup order, and reads nothing from what is not its own shape', () => {
        rememberPlacedAddress({ number: 'SR-10005', address: null });
        expect(window.sessionStorage.getItem('sunrise:placed-address')).toBeNull();
        expect(placedAddress('not json', 'SR-10005')).toBeNull();
        expect(placedAddress(JSON.stringify({ number: 'SR-10005', address: 'text' }), 'SR-10005')).toBeNull();
        expect(
            placedAddress(JSON.stringify({ number: 'SR-10005', address: { street: 1, house: '2' } }), 'SR-10005'),
        ).toEqual({
            house: '2',
        });
    });
});
