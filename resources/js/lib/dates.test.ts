import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatProfileDate, fromNow, latestBirthday, parseStrict } from './dates';

describe('dates', () => {
    it('shows birthdays as dd.mm.yyyy and ignores what is not YYYY-MM-DD', () => {
        expect(formatProfileDate('1990-03-07')).toBe('07.03.1990');
        expect(formatProfileDate('07/03/1990')).toBe('');
        expect(formatProfileDate(null)).toBe('');
    });

    it('parses typed dates only when they match the format exactly', () => {
        expect(parseStrict('07.03.90', 'DD.MM.YY')?.format('YYYY-MM-DD')).toBe('1990-03-07');
        expect(parseStrict('7.3.90', 'DD.MM.YY')).toBeNull();
        expect(parseStrict('31.02.90', 'DD.MM.YY')).toBeNull();
        expect(parseStrict('nonsense', 'DD.MM.YY')).toBeNull();
    });

    it('makes the latest selectable birthday 18 years before today', () => {
        expect(latestBirthday(18, dayjs('2026-11-22T15:00:00')).format('YYYY-MM-DD')).toBe('2008-11-22');
    });

    it('uses the relative-time thresholds of the spec', () => {
        const now = dayjs('2026-11-22T12:00:00');
        expect(fromNow(now.subtract(44, 'second').toISOString(), 'en', now)).toBe('a few seconds ago');
        expect(fromNow(now.subtract(45, 'second').toISOString(), 'en', now)).toBe('a minute ago');
        expect(fromNow(now.subtract(44, 'minute').toISOString(), 'en', now)).toBe('44 minutes ago');
        expect(fromNow(now.subtract(45, 'minute').toISOString(), 'en', now)).toBe('an hour ago');
        expect(fromNow(now.subtract(21, 'hour').toISOString(), 'en', now)).toBe('21 hours ago');
        expect(fromNow(now.subtract(22, 'hour').toISOString(), 'en', now)).toBe('a day ago');
        expect(fromNow(now.subtract(25, 'day').toISOString(), 'en', now)).toBe('25 days ago');
        expect(fromNow(now.subtract(26, 'day').toISOString(), 'en', now)).toBe('a month ago');
        expect(fromNow(now.subtract(10, 'month').toISOString(), 'en', now)).toBe('10 months ago');
        expect(fromNow(now.subtract(11, 'month').toISOString(), 'en', now)).toBe('a year ago');
        expect(fromNow(now.subtract(3, 'hour').toISOString(), 'uk', now)).toBe('3 години тому');
    });
});
