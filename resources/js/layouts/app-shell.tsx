import { router, usePage } from '@inertiajs/react';
import { useEffect, type ReactNode } from 'react';
import { AttentionPopup } from '@/components/overlays/attention-popup';
import { AuthPhoneModal } from '@/components/overlays/auth-phone-modal';
import { CartDrawer } from '@/components/cart/cart-drawer';
import { NavigationDrawer } from '@/components/overlays/navigation-drawer';
import { IntlProvider } from '@/lib/intl';
import { useStores } from '@/stores';

/** What every layout shares: the language, the root overlays (phone entry, attention, drawers). */
export function AppShell({ children }: { children: ReactNode }) {
    const { locale, openAuth } = usePage().props;
    const { overlays } = useStores();

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
            <AuthPhoneModal />
            <AttentionPopup />
            <CartDrawer />
            <NavigationDrawer />
        </IntlProvider>
    );
}
