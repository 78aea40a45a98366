import { describe, expect, it } from 'vitest';
import { testLimits } from '@/test-support/limits';
import { codeSchema, phoneSchema, profileSchema } from './auth-schemas';

describe('auth schemas follow the limits the server sends', () => {
    const phone = phoneSchema(testLimits);

    it('accepts a plus sign, formatting, a national 0 and up to the configured digits', () => {
        for (const value of ['+380 (67) 123-45-67', '0671234567', '380671234567', '123456789012345']) {
            expect(phone.safeParse({ phone: value }).success, value).toBe(true);
        }
    });

    it('rejects letters, more digits than configured, a plus inside, a short national number and too few digits', () => {
        for (const value of ['+38067abc4567', '1234567890123456', '38+0671234567', '067123456', '12345']) {
            expect(phone.safeParse({ phone: value }).success, value).toBe(false);
        }
    });

    it('takes the phone length of the limits, not a copy', () => {
        const short = phoneSchema({ ...testLimits, phone_max_digits: 12 });
        expect(short.safeParse({ phone: '380671234567' }).success).toBe(true);
        expect(short.safeParse({ phone: '3806712345678' }).success).toBe(false);
    });

    it('wants exactly the configured number of code digits', () => {
        expect(codeSchema(4).safeParse({ code: '1234' }).success).toBe(true);
        expect(codeSchema(4).safeParse({ code: '123' }).success).toBe(false);
        expect(codeSchema(4).safeParse({ code: '12a4' }).success).toBe(false);
        expect(codeSchema(6).safeParse({ code: '123456' }).success).toBe(true);
        expect(codeSchema(6).safeParse({ code: '1234' }).success).toBe(false);
    });

    const today = new Date('2026-11-22T12:00:00Z');

    it('accepts a profile with a birthday at least the minimum age ago, or none', () => {
        expect(
            profileSchema(testLimits, today).safeParse({
                name: 'Олена',
                surname: "Кос-Прокопчук O'Neil",
                birthday: '2008-11-22',
            }).success,
        ).toBe(true);
        expect(
            profileSchema(testLimits, today).safeParse({ name: 'Anna', surname: 'Smith', birthday: null }).success,
        ).toBe(true);
    });

    it('rejects a birthday under the minimum age or malformed', () => {
        expect(
            profileSchema(testLimits, today).safeParse({ name: 'A', surname: 'B', birthday: '2008-11-23' }).success,
        ).toBe(false);
        expect(
            profileSchema(testLimits, today).safeParse({ name: 'A', surname: 'B', birthday: '22.11.1990' }).success,
        ).toBe(false);
    });

    it('takes the minimum age and the name length of the limits', () => {
        const limits = { ...testLimits, min_age: 21, name_max: 5 };
        expect(
            profileSchema(limits, today).safeParse({ name: 'Anna', surname: 'Smith', birthday: '2006-11-22' }).success,
        ).toBe(false);
        expect(
            profileSchema(limits, today).safeParse({ name: 'Anna', surname: 'Smith', birthday: '2005-11-22' }).success,
        ).toBe(true);
        expect(
            profileSchema(limits, today).safeParse({ name: 'Annabel', surname: 'Smith', birthday: null }).success,
        ).toBe(false);
    });

    it('rejects names that are empty, over the limit or contain markup', () => {
        for (const name of ['', '   ', 'x'.repeat(101), '<b>Ann</b>', 'Ann{}']) {
            expect(
                profileSchema(testLimits, today).safeParse({ name, surname: 'Smith', birthday: null }).success,
                name,
            ).toBe(false);
        }
    });
});
