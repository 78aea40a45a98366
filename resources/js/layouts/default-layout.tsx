import type { ReactNode } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { FlashNotice } from '@/components/flash-notice';
import { LoadBanner } from '@/components/load-banner';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { useT } from '@/lib/intl';
import { AppShell } from './app-shell';

/** The first link of the page: past the header to the content (inside AppShell, which provides the messages). */
function SkipLink() {
    const t = useT();
    return (
        <a className="skip-link" href="#main">
            {t('nav.skip')}
        </a>
    );
}

export function DefaultLayout({ children }: { children: ReactNode }) {
    return (
        <AppShell>
            <SkipLink />
            <AlertBanner />
            <LoadBanner />
            <SiteHeader />
            <main id="main" className="container page">
                <FlashNotice />
                {children}
            </main>
            <SiteFooter />
        </AppShell>
    );
}
