import { usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { LanguageSwitch } from '@/components/language-switch';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';
import { useStores } from '@/stores';

export const NAV_ITEMS = [
    { route: 'menu', label: 'nav.menu' },
    { route: 'promotions', label: 'nav.promotions' },
    { route: 'delivery', label: 'nav.delivery' },
    { route: 'contacts', label: 'nav.contacts' },
] as const;

export const SiteHeader = observer(function SiteHeader() {
    const { auth, limits } = usePage().props;
    const { cart, overlays } = useStores();
    const t = useT();

    return (
        <header className="site-header">
            <div className="container site-header__row">
                <button
                    type="button"
                    className="icon-button site-header__burger"
                    aria-label={t('nav.open')}
                    onClick={() => overlays.open('navigation')}
                >
                    <Icon name="menu" />
                </button>
                <LocalizedLink to="home" className="logo" aria-label={t('nav.home', { brand: limits.brand_name })}>
                    <span className="logo__mark" aria-hidden="true" />
                    <span className="logo__text">{limits.brand_name}</span>
                </LocalizedLink>
                <nav className="site-nav" aria-label={t('nav.main')}>
                    {NAV_ITEMS.map((item) => (
                        <LocalizedLink key={item.route} to={item.route} className="site-nav__link">
                            {t(item.label)}
                        </LocalizedLink>
                    ))}
                </nav>
                <div className="site-header__actions">
                    <LanguageSwitch />
                    <LocalizedLink to="favorites" className="icon-button" aria-label={t('nav.favorites')}>
                        <Icon name="heart" />
                    </LocalizedLink>
                    {auth.authorized ? (
                        <LocalizedLink to="account.orders" className="icon-button" aria-label={t('nav.account')}>
                            <Icon name="user" />
                        </LocalizedLink>
                    ) : (
                        <button
                            type="button"
                            className="icon-button"
                            aria-label={t('nav.signIn')}
                            onClick={() => overlays.open('authPhone')}
                        >
                            <Icon name="user" />
                        </button>
                    )}
                    <button
                        type="button"
                        className="cart-button"
                        onClick={() => overlays.open('cart')}
                        aria-label={t('cart.open', { count: cart.count })}
                    >
                        <Icon name="cart" />
                        <span className="cart-button__count" data-testid="cart-count">
                            {cart.count}
                        </span>
                    </button>
                </div>
            </div>
        </header>
    );
});
