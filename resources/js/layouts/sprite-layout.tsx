import type { ReactNode } from 'react';
import { IntlProvider } from '@/lib/intl';
import { usePage } from '@inertiajs/react';

/** The bare layout of the icon sprite page. */
export function SpriteLayout({ children }: { children: ReactNode }) {
    const { locale } = usePage().props;
    return (
        <IntlProvider locale={locale}>
            <main id="main" className="sprite-page">
                {children}
            </main>
        </IntlProvider>
    );
}
