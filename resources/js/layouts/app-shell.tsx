import { router, usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { AttentionPopup } from '@/components/overlays/attention-popup';
import { NavigationDrawer } from '@/components/overlays/navigation-drawer';
import { readCookie, removeCookie, writeCookie } from '@/lib/cookies';
import { useFavoritesSync } from '@/lib/favorites-sync';
import { IntlProvider } from '@/lib/intl';
import { chooseLanguage } from '@/lib/language-choice';
import { DEFAULT_LOCALE, localizedRoute } from '@/lib/route';
import { useStores } from '@/stores';

// The sign-in modals carry the form libraries (react-hook-form, zod): they load when first opened.
const AuthPhoneModal = lazy(() =>
    import('@/components/overlays/auth-phone-modal').then((m) => ({ default: m.AuthPhoneModal })),
);
const AuthCodeModal = lazy(() =>
    import('@/components/overlays/auth-code-modal').then((m) => ({ default: m.AuthCodeModal })),
);
const AuthProfileModal = lazy(() =>
    import('@/components/overlays/auth-profile-modal').then((m) => ({ default: m.AuthProfileModal })),
);

// The cart drawer, like the sign-in modals, loads on first use: its JSON calls stay out of every page's first load.
const CartDrawer = lazy(() => import('@/components/cart/cart-drawer').then((m) => ({ default: m.CartDrawer })));

const CartOverlay = observer(function CartOverlay() {
    const { overlays } = useStores();
    if (!overlays.isOpen('cart')) return null;
    return (
        <Suspense fallback={null}>
            <CartDrawer />
        </Suspense>
    );
});

const AuthOverlays = observer(function AuthOverlays() {
    const { overlays } = useStores();
    const phone = overlays.isOpen('authPhone');
    const code = overlays.isOpen('authCode');
    const profile = overlays.isOpen('authProfile');
    if (!phone && !code && !profile) return null;
    return (
        <Suspense fallback={null}>
            {phone && <AuthPhoneModal />}
            {code && <AuthCodeModal />}
            {profile && <AuthProfileModal />}
        </Suspense>
    );
});

/** What every layout shares: the language, the root overlays (phone entry, attention, drawers). */
export function AppShell({ children }: { children: ReactNode }) {
    const page = usePage();
    const { locale, locales, limits } = page.props;
    const { overlays } = useStores();
    const { language, open_auth: openAuth } = limits.cookies;
    useFavoritesSync();

    // The account guard sends a guest here with a cookie naming the sign-in step: open it once, then forget it.
    useEffect(() => {
        if (readCookie(openAuth.name) === 'phone') {
            removeCookie(openAuth.name);
            overlays.open('authPhone');
        }
    }, [page.url, openAuth.name, overlays]);

    // The language cookie is the browser's to write (guest pages set no cookie); without one, the home page of the
    // default language lets the browser's own language list choose.
    useEffect(() => {
        const supported = locales.map((l) => l.code);
        const isDefaultHome =
            locale === DEFAULT_LOCALE && page.url.split('?')[0] === localizedRoute('home', undefined, DEFAULT_LOCALE);
        const choice = chooseLanguage(
            { locale, isDefaultHome },
            readCookie(language.name),
            navigator.languages,
            supported,
        );
        if (choice.remember) writeCookie(language.name, choice.remember, language.seconds);
        if (choice.goTo)
            router.visit(
                localizedRoute('home', undefined, choice.goTo) +
                    (page.url.includes('?') ? page.url.slice(page.url.indexOf('?')) : ''),
                { replace: true },
            );
    }, [page.url, locale, locales, language]);

    useEffect(() => {
        document.documentElement.lang = locale === 'uk' ? 'uk-UA' : 'en-US';
    }, [locale]);

    // A visit to another page closes the overlays; partial reloads (e.g. favorites asking for cards) do not.
    useEffect(
        () =>
            router.on('start', (event) => {
                if (event.detail.visit.only.length === 0) overlays.closeAll();
            }),
        [overlays],
    );

    return (
        <IntlProvider locale={locale}>
            {children}
            <AuthOverlays />
            <AttentionPopup />
            <CartOverlay />
            <NavigationDrawer />
        </IntlProvider>
    );
}
