import { usePage } from '@inertiajs/react';
import { withDefaultLayout } from '@/layouts/default-layout';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import type { Region, SharedProps } from '@/types/models';

interface Props extends SharedProps {
    regions: Region[];
}

export default function Delivery() {
    const { regions, locale } = usePage<Props>().props;
    const t = useT();
    return (
        <>
            <h1>{t('nav.delivery')}</h1>
            <p>{t('delivery.lead')}</p>
            <div className="table-wrap">
                <table className="table">
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
                                <td>{t('delivery.minutes', { count: r.eta_minutes })}</td>
                            </tr>
                        ))}
                    </tbody>
                </table>
            </div>
        </>
    );
}

Delivery.layout = withDefaultLayout;
