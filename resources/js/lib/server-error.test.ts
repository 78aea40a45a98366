import { describe, expect, it } from 'vitest';
import { staffIntl } from '@/staff/intl';
import { getIntl } from './intl';
import { retryAfterSeconds } from './send-json';
import { describeServerError, type ServerErrorT } from './server-error';

const storefront =
    (locale: 'uk' | 'en'): ServerErrorT =>
    (key, values) =>
        getIntl(locale).formatMessage({ id: key }, values);
const staff =
    (locale: 'uk' | 'en'): ServerErrorT =>
    (key, values) =>
        staffIntl(locale).formatMessage({ id: key }, values);
const failure = (
    status: number,
    extra: Partial<{ message: string; errors: Record<string, string[]>; retryAfter: number | null }> = {},
) => ({
    status,
    message: '',
    errors: {},
    retryAfter: null,
    ...extra,
});

const expected = {
    uk: {
        network: 'Немає зв’язку з сервером. Перевірте інтернет і спробуйте ще раз.',
        server: 'Щось пішло не так на нашому боці. Спробуйте ще раз за хвилину.',
        tooMany: (s: number) => `Забагато спроб. Спробуйте через ${s} с.`,
        expired: 'Сторінка застаріла. Оновіть її і спробуйте ще раз.',
        rejected: 'Перевірте введені дані і спробуйте ще раз.',
        failed: 'Не вдалося (404). Спробуйте ще раз.',
    },
    en: {
        network: 'No connection to the server. Check your internet connection and try again.',
        server: 'Something went wrong on our side. Try again in a minute.',
        tooMany: (s: number) => `Too many attempts. Try again in ${s} s.`,
        expired: 'This page has expired. Reload it and try again.',
        rejected: 'Check what you entered and try again.',
        failed: 'That did not work (404). Try again.',
    },
} as const;

for (const locale of ['uk', 'en'] as const) {
    const text = expected[locale];
    for (const [area, t] of [
        ['storefront', storefront(locale)],
        ['staff', staff(locale)],
    ] as const) {
        describe(`describeServerError (${area}, ${locale})`, () => {
            it('puts the first message of each refused field on that field, and the first one on the form', () => {
                const error = describeServerError(
                    failure(422, {
                        message: 'The phone is invalid. (and 1 more error)',
                        errors: { phone: ['The phone is invalid.', 'Second'], name: ['Too long.'] },
                    }),
                    t,
                );
                expect(error.fields).toEqual({ phone: 'The phone is invalid.', name: 'Too long.' });
                expect(error.message).toBe('The phone is invalid.');
                expect(error.retryAfter).toBeNull();
            });

            it('shows the server message of a 422 without field errors, or the generic refusal', () => {
                expect(describeServerError(failure(422, { message: 'The total changed.' }), t)).toEqual({
                    fields: {},
                    message: 'The total changed.',
                    retryAfter: null,
                });
                expect(describeServerError(failure(422), t)).toEqual({
                    fields: {},
                    message: text.rejected,
                    retryAfter: null,
                });
            });

            it('says when to try again after a 429, from Retry-After or a minute', () => {
                expect(describeServerError(failure(429, { retryAfter: 42, message: 'Too Many Attempts.' }), t)).toEqual(
                    { fields: {}, message: text.tooMany(42), retryAfter: 42 },
                );
                expect(describeServerError(failure(429), t)).toEqual({
                    fields: {},
                    message: text.tooMany(60),
                    retryAfter: 60,
                });
            });

            it('shows the reason a 429 names on a field (a limit of open card orders), keeping its Retry-After', () => {
                const reason = 'Too many unpaid card orders.';
                expect(
                    describeServerError(
                        failure(429, { retryAfter: 300, message: reason, errors: { payment_type: [reason] } }),
                        t,
                    ),
                ).toEqual({ fields: {}, message: reason, retryAfter: 300 });
            });

            it('asks for a reload after a 419', () => {
                expect(describeServerError(failure(419, { message: 'CSRF token mismatch.' }), t).message).toBe(
                    text.expired,
                );
            });

            it('never shows the text of a 5xx', () => {
                for (const status of [500, 502, 503]) {
                    expect(describeServerError(failure(status, { message: 'SQLSTATE[HY000] secret' }), t).message).toBe(
                        text.server,
                    );
                }
            });

            it('names a network failure as such', () => {
                expect(describeServerError(failure(0), t)).toEqual({
                    fields: {},
                    message: text.network,
                    retryAfter: null,
                });
            });

            it('shows the message of another refusal, or its status', () => {
                expect(describeServerError(failure(401, { message: 'Unauthenticated.' }), t).message).toBe(
                    'Unauthenticated.',
                );
                expect(describeServerError(failure(404), t).message).toBe(text.failed);
            });
        });
    }
}

describe('retryAfterSeconds', () => {
    it('reads seconds and HTTP dates, and ignores nonsense', () => {
        expect(retryAfterSeconds('30')).toBe(30);
        expect(retryAfterSeconds('0')).toBeNull();
        expect(retryAfterSeconds('soon')).toBeNull();
        expect(retryAfterSeconds(undefined)).toBeNull();
        expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(
            30,
        );
    });
});
