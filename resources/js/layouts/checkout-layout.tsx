import type { ReactNode } from 'react';
import { LoadBanner } from '@/components/load-banner';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';
import { useLimits } from '@/lib/limits';
import { AppShell } from './app-shell';

function CheckoutHeader() {
    const t = useT();
    const { brand_name: brand } = useLimits();
    return (
        <header className="checkout-header">
            <div className="container checkout-header__row">
                <LocalizedLink to="home" className="logo" aria-label={t('nav.home', { brand })}>
                    <span className="logo__mark" aria-hidden="true" />
                    <span className="logo__text">{brand}</span>
                </LocalizedLink>
                <LocalizedLink to="menu" className="link">
                    {t('checkout.backToMenu')}
                </LocalizedLink>
            </div>
        </header>
    );
}

/** The checkout layout: logo and a way back, nothing else to distract. */
export function CheckoutLayout({ children }: { children: ReactNode }) {
    return (
        <AppShell>
            <LoadBanner />
            <CheckoutHeader />
            <main id="main" className="container page page--narrow">
                {children}
            </main>
        </AppShell>
    );
}
