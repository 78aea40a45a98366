import { describe, expect, it } from 'vitest';
import { codeSchema, phoneSchema, profileSchema } from './auth-schemas';

describe('auth schemas', () => {
    it('accepts a plus sign and up to 15 digits with formatting', () => {
        expect(phoneSchema.safeParse({ phone: '+380 (67) 123-45-67' }).success).toBe(true);
        expect(phoneSchema.safeParse({ phone: '123456789012345' }).success).toBe(true);
    });

    it('rejects letters, more than 15 digits, a plus inside, and too few digits', () => {
        for (const phone of ['+38067abc4567', '1234567890123456', '38+0671234567', '12345']) {
            expect(phoneSchema.safeParse({ phone }).success, phone).toBe(false);
        }
    });

    it('wants exactly the configured number of code digits', () => {
        expect(codeSchema(4).safeParse({ code: '1234' }).success).toBe(true);
        expect(codeSchema(4).safeParse({ code: '123' }).success).toBe(false);
        expect(codeSchema(4).safeParse({ code: '12a4' }).success).toBe(false);
        expect(codeSchema(6).safeParse({ code: '123456' }).success).toBe(true);
    });

    const today = new Date('2026-11-22T12:00:00Z');

    it('accepts a profile with a birthday at least 18 years ago, or none', () => {
        expect(profileSchema(today).safeParse({ name: 'Олена', surname: "Кос-Прокопчук O'Neil", birthday: '2008-11-22' }).success).toBe(true);
        expect(profileSchema(today).safeParse({ name: 'Anna', surname: 'Smith', birthday: null }).success).toBe(true);
    });

    it('rejects a birthday under 18 or malformed', () => {
        expect(profileSchema(today).safeParse({ name: 'A', surname: 'B', birthday: '2008-11-23' }).success).toBe(false);
        expect(profileSchema(today).safeParse({ name: 'A', surname: 'B', birthday: '22.11.1990' }).success).toBe(false);
    });

    it('rejects names that are empty, over 100 characters or contain markup', () => {
        for (const name of ['', '   ', 'x'.repeat(101), '<b>Ann</b>', 'Ann{}']) {
            expect(profileSchema(today).safeParse({ name, surname: 'Smith', birthday: null }).success, name).toBe(false);
        }
    });
});
