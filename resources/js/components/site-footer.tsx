import { usePage } from '@inertiajs/react';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';

export function SiteFooter() {
    const { settings, socials, restaurants, limits } = usePage().props;
    const t = useT();

    return (
        <footer className="site-footer">
            <div className="container site-footer__grid">
                <section>
                    <h2 className="site-footer__title">{t('footer.contacts')}</h2>
                    {settings.phone && (
                        <a className="site-footer__phone" href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
                            <Icon name="phone" size={18} /> {settings.phone}
                        </a>
                    )}
                    {settings.email_admin && <a href={`mailto:${settings.email_admin}`}>{settings.email_admin}</a>}
                    <ul className="socials" aria-label={t('footer.socials')}>
                        {socials.map((social) => (
                            <li key={social.key}>
                                <a
                                    href={social.url}
                                    rel="noopener noreferrer"
                                    target="_blank"
                                    aria-label={social.name}
                                    className="icon-button"
                                >
                                    <Icon name={social.icon} />
                                </a>
                            </li>
                        ))}
                    </ul>
                </section>
                <section>
                    <h2 className="site-footer__title">{t('footer.restaurants')}</h2>
                    <ul className="site-footer__list">
                        {restaurants.map((r) => (
                            <li key={r.id}>
                                <strong>{r.name}</strong>
                                <br />
                                {r.address}
                            </li>
                        ))}
                    </ul>
                </section>
                <section>
                    <h2 className="site-footer__title">{t('footer.customers')}</h2>
                    <ul className="site-footer__list">
                        <li>
                            <LocalizedLink to="delivery">{t('nav.delivery')}</LocalizedLink>
                        </li>
                        <li>
                            <LocalizedLink to="promotions">{t('nav.promotions')}</LocalizedLink>
                        </li>
                        <li>
                            <LocalizedLink to="contacts">{t('nav.contacts')}</LocalizedLink>
                        </li>
                    </ul>
                </section>
            </div>
            <p className="container site-footer__copy">
                © {new Date().getFullYear()} {limits.brand_name}
            </p>
        </footer>
    );
}
