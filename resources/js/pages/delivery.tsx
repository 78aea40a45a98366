import { Head, usePage } from '@inertiajs/react';
import { OpeningHours } from '@/components/opening-hours';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import type { SharedProps } from '@/types/models';

export default function Delivery() {
    const { regions, restaurants, locale } = usePage<SharedProps>().props;
    const t = useT();
    return (
        <>
            <Head>
                <meta name="description" content={t('delivery.lead')} />
            </Head>
            <h1>{t('nav.delivery')}</h1>
            <p>{t('delivery.lead')}</p>
            <div className="table-wrap">
                <table className="table">
                    <caption className="visually-hidden">{t('delivery.tableCaption')}</caption>
                    <thead>
                        <tr>
                            <th scope="col">{t('delivery.zone')}</th>
                            <th scope="col">{t('delivery.minOrder')}</th>
                            <th scope="col">{t('delivery.fee')}</th>
                            <th scope="col">{t('delivery.freeFrom')}</th>
                            <th scope="col">{t('delivery.eta')}</th>
                        </tr>
                    </thead>
                    <tbody>
                        {regions.map((r) => (
                            <tr key={r.id}>
                                <th scope="row">{r.name}</th>
                                <td>{formatMoney(r.min_order, locale)}</td>
                                <td>{formatMoney(r.delivery_fee, locale)}</td>
                                <td>{r.free_from ? formatMoney(r.free_from, locale) : '—'}</td>
                                <td>
                                    {t('delivery.minutes', {
                                        count:
                                            r.eta_minutes +
                                            (restaurants.find((k) => k.id === r.restaurant_id)?.prep_minutes ?? 0),
                                    })}
                                </td>
                            </tr>
                        ))}
                    </tbody>
                </table>
            </div>
            <h2>{t('delivery.hours')}</h2>
            <div className="restaurant-list">
                {restaurants.map((r) => (
                    <section key={r.id} className="card">
                        <h3>{r.name}</h3>
                        <OpeningHours hours={r.hours} holidays={r.holidays} />
                    </section>
                ))}
            </div>
        </>
    );
}
