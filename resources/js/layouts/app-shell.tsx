import { router, usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { AttentionPopup } from '@/components/overlays/attention-popup';
import { NavigationDrawer } from '@/components/overlays/navigation-drawer';
import { useFavoritesSync } from '@/lib/favorites-sync';
import { IntlProvider } from '@/lib/intl';
import { useStores } from '@/stores';

// The sign-in modals carry the form libraries (react-hook-form, zod): they load when first opened.
const AuthPhoneModal = lazy(() => import('@/components/overlays/auth-phone-modal').then((m) => ({ default: m.AuthPhoneModal })));
const AuthCodeModal = lazy(() => import('@/components/overlays/auth-code-modal').then((m) => ({ default: m.AuthCodeModal })));
const AuthProfileModal = lazy(() => import('@/components/overlays/auth-profile-modal').then((m) => ({ default: m.AuthProfileModal })));

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
    const { locale, openAuth } = usePage().props;
    const { overlays } = useStores();
    useFavoritesSync();

    useEffect(() => {
        if (openAuth) {
            overlays.open('authPhone');
        }
    }, [openAuth, overlays]);

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
