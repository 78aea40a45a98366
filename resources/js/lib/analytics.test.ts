import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies } from '@/test-support/cookies';
import { authEvent, exceptionEvent, hashPhone, utmValues } from './analytics';

describe('analytics', () => {
    beforeEach(() => {
        window.dataLayer = [];
        clearCookies();
    });

    it('hashes the phone digits with SHA-256', async () => {
        expect(await hashPhone('+380 (67) 123-45-67')).toBe(await hashPhone('380671234567'));
        expect(await hashPhone('380671234567')).toMatch(/^[0-9a-f]{64}$/);
    });

    it('pushes login with the hashed phone, status, page url and the utm cookies that exist', async () => {
        document.cookie = 'utm_source=instagram; Path=/';
        document.cookie = 'utm_campaign=winter; Path=/';
        const entry = await authEvent('login', '+380671234567', 'success');
        expect(entry).toMatchObject({
            event: 'login',
            status: 'success',
            page_url: window.location.href,
            utm_source: 'instagram',
            utm_campaign: 'winter',
        });
        expect(entry.phone).not.toContain('380671234567');
        expect(entry).not.toHaveProperty('utm_medium');
        expect(window.dataLayer).toContainEqual(entry);
    });

    it('sends status failed with the server message for a failed login', async () => {
        const entry = await authEvent('login', '380671234567', 'failed', 'The code is wrong.');
        expect(entry).toMatchObject({ event: 'login', status: 'failed', message: 'The code is wrong.' });
    });

    it('reads only the utm cookies', () => {
        expect(utmValues('a=1; utm_term=sushi; utm_medium=cpc')).toEqual({ utm_medium: 'cpc', utm_term: 'sushi' });
    });

    it('pushes exception with the page, error and device details', () => {
        const entry = exceptionEvent('Page not found: /x');
        expect(Object.keys(entry).sort()).toEqual(
            [
                'browser',
                'connection_type',
                'device_type',
                'error_message',
                'event',
                'language',
                'load_time',
                'page_referrer',
                'page_url',
                'screen_resolution',
            ].sort(),
        );
        expect(entry.error_message).toBe('Page not found: /x');
    });
});
