import { Link, router, usePage } from '@inertiajs/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { keepPlace, useStaffForm } from '@/staff/forms';
import { FieldScope, TextField } from '@/components/staff/fields';
import { ActionBar, StaffFlash } from '@/components/staff/page-parts';
import { StaffIntlProvider, useStaffT } from '@/staff/intl';
import type { StaffSharedProps } from '@/components/staff/types';
import { useStaffRoute } from '@/staff/route';
import '@/components/staff/staff.css';

type NavKey =
    | 'board'
    | 'overview'
    | 'orders'
    | 'stopList'
    | 'ingredients'
    | 'notices'
    | 'reviews'
    | 'reports'
    | 'accounts'
    | 'audit'
    | 'menu'
    | 'shop'
    | 'deliveries'
    | 'courierCash';

/** The staff area's frame: its sections (by role), the language switch, the signed-in member and the sign-out. */
export function StaffLayout({ children, current }: { children: ReactNode; current?: NavKey }) {
    const { locale } = usePage<StaffSharedProps>().props;

    useEffect(() => {
        document.documentElement.lang = locale === 'uk' ? 'uk-UA' : 'en-US';
    }, [locale]);

    return (
        <StaffIntlProvider locale={locale}>
            <Frame current={current}>{children}</Frame>
        </StaffIntlProvider>
    );
}

function Frame({ children, current }: { children: ReactNode; current?: NavKey }) {
    const { staff, can, alternates, locale, limits } = usePage<StaffSharedProps>().props;
    const t = useStaffT();
    const route = useStaffRoute();
    const links: { key: NavKey; href: string; show: boolean; label: string }[] = [
        // A courier has their own screen and no board or order list.
        { key: 'deliveries', href: route('deliveries'), show: can.deliveries === true, label: t('nav.deliveries') },
        { key: 'board', href: route('board'), show: can.deliveries !== true, label: t('nav.board') },
        { key: 'overview', href: route('overview'), show: can.overview, label: t('nav.overview') },
        { key: 'orders', href: route('orders.index'), show: can.deliveries !== true, label: t('nav.orders') },
        { key: 'stopList', href: route('stop-list'), show: can.stopList, label: t('nav.stopList') },
        { key: 'ingredients', href: route('ingredients'), show: can.stopList, label: t('nav.ingredients') },
        { key: 'notices', href: route('notices'), show: can.notices, label: t('nav.notices') },
        { key: 'reviews', href: route('reviews.index'), show: can.reviews, label: t('nav.reviews') },
        { key: 'menu', href: route('menu'), show: can.menu, label: t('nav.menu') },
        { key: 'shop', href: route('shop'), show: can.menu, label: t('nav.shop') },
        { key: 'reports', href: route('reports'), show: can.reports, label: t('nav.reports') },
        { key: 'courierCash', href: route('couriers.cash'), show: can.reports, label: t('nav.courierCash') },
        { key: 'accounts', href: route('accounts'), show: can.accounts, label: t('nav.accounts') },
        { key: 'audit', href: route('audit'), show: can.audit, label: t('nav.audit') },
    ];

    return (
        <div className="staff">
            <a className="staff-skip" href="#staff-main">
                {t('nav.skip')}
            </a>
            {staff && (
                <header className="staff-header">
                    <span className="staff-brand">{limits.brand_name}</span>
                    <nav aria-label={t('nav.label')} className="staff-nav">
                        <ul>
                            {links
                                .filter((l) => l.show)
                                .map((l) => (
                                    <li key={l.key}>
                                        <Link href={l.href} aria-current={current === l.key ? 'page' : undefined}>
                                            {l.label}
                                        </Link>
                                    </li>
                                ))}
                        </ul>
                    </nav>
                    <div className="staff-header__end">
                        <LanguageSwitch alternates={alternates} locale={locale} />
                        <AccountMenu />
                    </div>
                </header>
            )}
            <main id="staff-main" className="staff-main" tabIndex={-1}>
                {children}
            </main>
            <StaffFlash />
        </div>
    );
}

function LanguageSwitch({ alternates, locale }: { alternates: StaffSharedProps['alternates']; locale: string }) {
    const t = useStaffT();
    return (
        <nav aria-label={t('nav.language')} className="staff-lang">
            {(['uk', 'en'] as const).map((code) =>
                alternates[code] ? (
                    <a
                        key={code}
                        href={alternates[code]}
                        hrefLang={code}
                        lang={code}
                        aria-current={code === locale ? 'true' : undefined}
                    >
                        {code === 'uk' ? 'UA' : 'EN'}
                    </a>
                ) : null,
            )}
        </nav>
    );
}

function AccountMenu() {
    const { staff } = usePage<StaffSharedProps>().props;
    const t = useStaffT();
    const route = useStaffRoute();
    const [busy, setBusy] = useState(false);
    const password = useStaffForm({ current_password: '', password: '', password_confirmation: '' });
    if (!staff) return null;

    // Signing out is a POST visit that lands on the sign-in page (the session ends on the server).
    const leave = (url: string) => {
        router.post(url, {}, { onStart: () => setBusy(true), onFinish: () => setBusy(false) });
    };

    const changePassword = (event: FormEvent) => {
        event.preventDefault();
        password.form.put(route('me.password.update'), { ...keepPlace, onSuccess: () => password.form.reset() });
    };

    return (
        <div className="staff-account">
            <span className="staff-account__who">
                <strong>{staff.name}</strong> <span className="staff-muted">· {t(`role.${staff.role}`)}</span>
            </span>
            <button
                type="button"
                className="staff-button staff-button--ghost staff-account__sign-out"
                disabled={busy}
                onClick={() => leave(route('logout'))}
            >
                {t('nav.signOut')}
            </button>
            <details className="staff-account__more">
                <summary aria-label={t('nav.account')}>⋯</summary>
                <div className="staff-account__panel">
                    {/* On a phone signing out is here, in the account's menu, not squeezed into the header. */}
                    <button
                        type="button"
                        className="staff-button staff-button--ghost staff-account__panel-sign-out"
                        disabled={busy}
                        onClick={() => leave(route('logout'))}
                    >
                        {t('nav.signOut')}
                    </button>
                    <FieldScope prefix="me-">
                        <form onSubmit={changePassword} className="staff-form" noValidate>
                            <h2 className="staff-h3">{t('password.title')}</h2>
                            <TextField
                                label={t('password.current')}
                                type="password"
                                autoComplete="current-password"
                                {...password.bind('current_password')}
                            />
                            <TextField
                                label={t('password.new')}
                                type="password"
                                autoComplete="new-password"
                                {...password.bind('password')}
                            />
                            <TextField
                                label={t('password.confirm')}
                                type="password"
                                autoComplete="new-password"
                                {...password.bind('password_confirmation')}
                            />
                            <ActionBar busy={password.form.processing} />
                        </form>
                    </FieldScope>
                    <button
                        type="button"
                        className="staff-button staff-button--danger"
                        disabled={busy}
                        onClick={() => leave(route('me.sign-out-everywhere'))}
                    >
                        {t('nav.signOutEverywhere')}
                    </button>
                </div>
            </details>
        </div>
    );
}
