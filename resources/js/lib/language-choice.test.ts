import { describe, expect, it } from 'vitest';
import { chooseLanguage, preferredLocale } from './language-choice';

const SUPPORTED = ['uk', 'en'] as const;

describe('preferredLocale', () => {
    it('takes the first of the browser languages the shop speaks', () => {
        expect(preferredLocale(['en-US', 'en', 'uk'], SUPPORTED)).toBe('en');
        expect(preferredLocale(['de-DE', 'uk-UA', 'en'], SUPPORTED)).toBe('uk');
        expect(preferredLocale(['de', 'fr'], SUPPORTED)).toBeNull();
        expect(preferredLocale([], SUPPORTED)).toBeNull();
    });
});

describe('chooseLanguage', () => {
    it('opens the English home for a first visit of the default home from an English browser, and remembers it', () => {
        expect(chooseLanguage({ locale: 'uk', isDefaultHome: true }, null, ['en-GB', 'uk'], SUPPORTED)).toEqual({
            remember: 'en',
            goTo: 'en',
        });
    });

    it('stays on the default home for a Ukrainian or unknown browser, and remembers it', () => {
        expect(chooseLanguage({ locale: 'uk', isDefaultHome: true }, null, ['uk-UA', 'en'], SUPPORTED)).toEqual({
            remember: 'uk',
            goTo: null,
        });
        expect(chooseLanguage({ locale: 'uk', isDefaultHome: true }, null, ['de'], SUPPORTED)).toEqual({
            remember: 'uk',
            goTo: null,
        });
    });

    it('lets a saved choice win over the browser on the default home', () => {
        expect(chooseLanguage({ locale: 'uk', isDefaultHome: true }, 'uk', ['en'], SUPPORTED)).toEqual({
            remember: null,
            goTo: null,
        });
    });

    it('remembers the language of any other page when the cookie says otherwise, and never moves the visitor', () => {
        expect(chooseLanguage({ locale: 'en', isDefaultHome: false }, 'uk', ['uk'], SUPPORTED)).toEqual({
            remember: 'en',
            goTo: null,
        });
        expect(chooseLanguage({ locale: 'uk', isDefaultHome: false }, null, ['en'], SUPPORTED)).toEqual({
            remember: 'uk',
            goTo: null,
        });
        expect(chooseLanguage({ locale: 'en', isDefaultHome: false }, 'en', ['uk'], SUPPORTED)).toEqual({
            remember: null,
            goTo: null,
        });
    });

    it('treats a cookie that names no supported language as none', () => {
        expect(chooseLanguage({ locale: 'uk', isDefaultHome: true }, '<script>', ['en'], SUPPORTED)).toEqual({
            remember: 'en',
            goTo: 'en',
        });
    });
});
