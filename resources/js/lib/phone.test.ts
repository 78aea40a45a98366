import { describe, expect, it } from 'vitest';
import { testLimits } from '@/test-support/limits';
import { normalisePhone } from './phone';

describe("phone numbers (the same rule as the server's PhoneNumber)", () => {
    it('reads the usual spellings of a number as the same E.164 digits', () => {
        for (const typed of [
            '0631112233',
            '+38 (063) 111-22-33',
            '380631112233',
            '063.111.22.33',
            '00380631112233',
            ' +380631112233 ',
        ]) {
            expect(normalisePhone(typed, testLimits), typed).toBe('380631112233');
        }
    });

    it('refuses what is not a phone', () => {
        for (const typed of [
            '063111223',
            '06311122334',
            '+0631112233',
            '+38063abc2233',
            '+3806311122334455',
            '380631112',
            '',
            '( ) -',
        ]) {
            expect(normalisePhone(typed, testLimits), typed).toBeNull();
        }
    });

    it('gives a national number the configured country code', () => {
        expect(normalisePhone('0501234567', { ...testLimits, phone_country_code: '48' })).toBe('48501234567');
    });
});
