import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { IntlProvider } from '@/lib/intl';
import { StoresProvider } from '@/stores';
import { testLimits } from '@/test-support/limits';
import type { Locale } from '@/types/models';

const page = vi.hoisted(() => {
    const props: Record<string, unknown> = {};
    return { props };
});

vi.mock('@inertiajs/react', () => ({
    usePage: () => page,
    Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
        <a href={href} {...rest}>
            {children}
        </a>
    ),
}));

afterEach(() => cleanup());

function show(ui: ReactNode, locale: Locale) {
    const limits = { ...testLimits, brand_name: 'Sunset' };
    page.props = {
        locale,
        limits,
        locales: [],
        alternates: {},
        auth: { authorized: false, profile: null },
        settings: { phone: null, email_admin: null },
        socials: [],
        restaurants: [],
    };
    render(
        <StoresProvider limits={limits}>
            <IntlProvider locale={locale}>{ui}</IntlProvider>
        </StoresProvider>,
    );
}

describe('the shop name', () => {
    it.each([
        ['uk', 'Sunset — на головну'],
        ['en', 'Sunset — home'],
    ] as const)('shows the configured name as the logo (%s)', (locale, label) => {
        show(<SiteHeader />, locale);

        const logo = screen.getByRole('link', { name: label });
        expect(logo.textContent).toBe('Sunset');
        expect(document.body.textContent).not.toContain('Sunrise');
    });

    it('signs the footer with the configured name', () => {
        show(<SiteFooter />, 'en');

        expect(screen.getByText(`© ${new Date().getFullYear()} Sunset`)).toBeTruthy();
    });
});
