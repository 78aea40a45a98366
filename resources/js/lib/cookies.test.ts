import { describe, expect, it } from 'vitest';
import { cookieString, readCookie } from './cookies';

describe('cookies', () => {
    it('reads a cookie from a header string', () => {
        expect(readCookie('attention', 'a=1; attention=1; i18n_redirected=en')).toBe('1');
        expect(readCookie('i18n_redirected', 'a=1; i18n_redirected=en')).toBe('en');
        expect(readCookie('missing', 'a=1')).toBeNull();
        expect(readCookie('bad', 'bad=%E0%A4%A')).toBeNull();
    });

    it('writes path /, SameSite=Lax and a max-age', () => {
        expect(cookieString('attention', '1', 14400)).toBe('attention=1; Max-Age=14400; Path=/; SameSite=Lax');
    });
});
