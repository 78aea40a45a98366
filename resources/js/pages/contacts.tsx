import { usePage } from '@inertiajs/react';
import { withDefaultLayout } from '@/layouts/default-layout';
import { useT } from '@/lib/intl';
import { OpeningHours } from '@/components/opening-hours';

export default function Contacts() {
    const { restaurants, settings } = usePage().props;
    const t = useT();
    return (
        <>
            <h1>{t('nav.contacts')}</h1>
            {settings.phone && (
                <p>
                    {t('contacts.callUs')} <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
                </p>
            )}
            <div className="restaurant-list">
                {restaurants.map((r) => (
                    <section key={r.id} className="card">
                        <h2>{r.name}</h2>
                        <p>{r.address}</p>
                        <p>
                            <a href={`tel:${r.phone}`}>{r.phone}</a>
                        </p>
                        <p className="muted">{r.pickup ? t('contacts.pickup') : t('contacts.noPickup')}</p>
                        <OpeningHours hours={r.hours} />
                    </section>
                ))}
            </div>
        </>
    );
}

Contacts.layout = withDefaultLayout;
