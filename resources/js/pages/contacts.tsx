import { Head, usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { OpeningHours } from '@/components/opening-hours';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/intl';
import { useStores } from '@/stores';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const Contacts = observer(function Contacts() {
    const { restaurants, settings, socials } = usePage().props;
    const { overlays } = useStores();
    const t = useT();
    return (
        <>
            <Head>
                <meta name="description" content={t('contacts.description')} />
            </Head>
            <div className="page-head">
                <h1>{t('nav.contacts')}</h1>
                <button type="button" className="button" onClick={() => overlays.open('stores')}>
                    <Icon name="location" size={18} /> {t('contacts.stores')}
                </button>
            </div>
            <section className="card contact-card">
                {settings.phone && (
                    <p>
                        {t('contacts.callUs')} <a href={tel(settings.phone)}>{settings.phone}</a>
                    </p>
                )}
                {settings.email_admin && (
                    <p>
                        {t('contacts.writeUs')} <a href={`mailto:${settings.email_admin}`}>{settings.email_admin}</a>
                    </p>
                )}
                <ul className="socials socials--light">
                    {socials.map((s) => (
                        <li key={s.key}>
                            <a href={s.url} rel="noopener noreferrer" target="_blank" className="button button--small">
                                <Icon name={s.icon} size={18} /> {s.name}
                            </a>
                        </li>
                    ))}
                </ul>
            </section>
            <div className="restaurant-list">
                {restaurants.map((r) => (
                    <section key={r.id} className="card">
                        <h2>{r.name}</h2>
                        <p>
                            <Icon name="location" size={16} /> {r.address}
                        </p>
                        <p>
                            <a href={tel(r.phone)}>{r.phone}</a>
                        </p>
                        <p className="muted">{r.pickup ? t('contacts.pickup') : t('contacts.noPickup')}</p>
                        <OpeningHours hours={r.hours} holidays={r.holidays} />
                    </section>
                ))}
            </div>
            <Modal name="stores" title={t('contacts.stores')} variant="drawer-right">
                <ul className="stores-list">
                    {restaurants.map((r) => (
                        <li key={r.id} className="stores-list__item">
                            <strong>{r.name}</strong>
                            <span>{r.address}</span>
                            <a href={tel(r.phone)}>{r.phone}</a>
                            <a
                                href={`https://www.google.com/maps/search/?api=1&query=${r.lat},${r.lng}`}
                                rel="noopener noreferrer"
                                target="_blank"
                            >
                                {t('contacts.map')}
                            </a>
                        </li>
                    ))}
                </ul>
            </Modal>
        </>
    );
});

export default Contacts;
