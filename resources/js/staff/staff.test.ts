import { describe, expect, it } from 'vitest';
import { addressLine, type AddressPart, ageLevel, dateTime, formatPhone, minutesSince } from './format';
import { staffIntl } from './intl';
import { staffRoute } from './route';
import en from './lang/en.json';
import uk from './lang/uk.json';

describe('staff messages', () => {
    it('keeps one key set in uk and en, none empty', () => {
        expect(Object.keys(en).sort()).toEqual(Object.keys(uk).sort());
        for (const messages of [uk, en]) {
            for (const [key, value] of Object.entries(messages)) expect(value.trim(), key).not.toBe('');
        }
    });

    it('formats the count of new orders with Ukrainian plurals', () => {
        expect(staffIntl('uk').formatMessage({ id: 'board.newCount' }, { count: 1 })).toBe('1 нове');
        expect(staffIntl('uk').formatMessage({ id: 'board.newCount' }, { count: 3 })).toBe('3 нові');
        expect(staffIntl('uk').formatMessage({ id: 'board.newCount' }, { count: 7 })).toBe('7 нових');
        expect(staffIntl('en').formatMessage({ id: 'board.newCount' }, { count: 7 })).toBe('7 new');
    });
});

describe('ticket age', () => {
    const placed = '2026-06-10T12:00:00+03:00';
    const at = (minutes: number) => new Date(placed).getTime() + minutes * 60_000 + 30_000;

    it('counts whole minutes since placing, never below zero', () => {
        expect(minutesSince(placed, at(0))).toBe(0);
        expect(minutesSince(placed, at(14))).toBe(14);
        expect(minutesSince(placed, new Date(placed).getTime() - 120_000)).toBe(0);
    });

    it('turns amber at the first threshold and red at the second', () => {
        expect(ageLevel(14, 15, 30)).toBe('fresh');
        expect(ageLevel(15, 15, 30)).toBe('amber');
        expect(ageLevel(29, 15, 30)).toBe('amber');
        expect(ageLevel(30, 15, 30)).toBe('red');
    });
});

describe('staff formatting', () => {
    it('writes an address with its optional parts', () => {
        const label = (lang: 'uk' | 'en') => (part: AddressPart, value: string) =>
            staffIntl(lang).formatMessage({ id: `ticket.${part}` }, { value });
        expect(addressLine({ street: 'вул. Хрещатик', house: '1', floor: '5', apartment: '31' }, label('uk'))).toBe(
            'вул. Хрещатик, 1, поверх 5, кв. 31',
        );
        expect(
            addressLine(
                { street: 'Khreshchatyk St', house: '1', entrance: '2', floor: '5', apartment: '31' },
                label('en'),
            ),
        ).toBe('Khreshchatyk St, 1, entrance 2, floor 5, apt 31');
        expect(addressLine(null, label('uk'))).toBe('');
    });

    it('writes a date and time in the timezone the server sends, or a dash', () => {
        expect(dateTime('2026-06-10T21:30:00Z', 'en', 'Europe/Kyiv')).toBe('11 June at 00:30');
        expect(dateTime('2026-06-10T21:30:00Z', 'en', 'Europe/Warsaw')).toBe('10 June at 23:30');
        expect(dateTime('2026-06-10T21:30:00Z', 'uk', 'Europe/Kyiv')).toBe('11 червня о 00:30');
        expect(dateTime(null, 'uk', 'Europe/Kyiv')).toBe('—');
    });

    it('writes a Ukrainian phone in groups and any other as it is', () => {
        expect(formatPhone('380501234567')).toBe('+380 50 123 45 67');
        expect(formatPhone('4915112345678')).toBe('+4915112345678');
    });

    it('builds a staff URL from the staff route list in each language, its query without empty values', () => {
        expect(staffRoute('uk')('orders.show', { order: 'SR-10042' })).toBe('/staff/orders/SR-10042');
        expect(staffRoute('en')('orders.show', { order: 'SR-10042' })).toBe('/en/staff/orders/SR-10042');
        expect(staffRoute('uk')('board.feed', { _query: { restaurant: 2, type: null } })).toBe(
            '/staff/board/feed?restaurant=2',
        );
        expect(staffRoute('en')('board.feed', { _query: { restaurant: null, type: '' } })).toBe('/en/staff/board/feed');
        expect(staffRoute('uk')('ingredients.stops.destroy', { ingredient: 3, stop: 9 })).toBe(
            '/staff/ingredients/3/stops/9',
        );
    });
});
