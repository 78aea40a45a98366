import { describe, expect, it } from 'vitest';
import { placedAddress, rememberPlacedAddress, withPlacedAddress } from './placed-address';
import type { OrderDetails } from '@/types/models';

describe('the address of the order just placed', () => {
    it('is kept in memory for that order number only, and never in the browser storage', () => {
        rememberPlacedAddress({ number: 'SR-10003', address: { street: 'вул. Саксаганського', house: '12Б' } });
        expect(placedAddress('SR-10003')).toEqual({ street: 'вул. Саксаганського', house: '12Б' });
        expect(placedAddress('SR-10004')).toBeNull();
        expect(window.sessionStorage.length).toBe(0);
        expect(window.localStorage.getItem('sunrise:placed-address')).toBeNull();
    });

    it('is forgotten by a pickup order', () => {
        rememberPlacedAddress({ number: 'SR-10003', address: { street: 'вул. Саксаганського', house: '12Б' } });
        rememberPlacedAddress({ number: 'SR-10005', address: null });
        expect(placedAddress('SR-10003')).toBeNull();
        expect(placedAddress('SR-10005')).toBeNull();
    });

    it('fills in only an order the server sent without an address', () => {
        rememberPlacedAddress({ number: 'SR-10006', address: { street: 'вул. Хрещатик', house: '1' } });
        const masked = { number: 'SR-10006', address: null } as unknown as OrderDetails;
        expect(withPlacedAddress(masked)?.address).toEqual({ street: 'вул. Хрещатик', house: '1' });
        const whole = { number: 'SR-10006', address: { street: 'вул. Інша', house: '2' } } as unknown as OrderDetails;
        expect(withPlacedAddress(whole)).toBe(whole);
        const other = { number: 'SR-10007', address: null } as unknown as OrderDetails;
        expect(withPlacedAddress(other)).toBe(other);
    });
});
