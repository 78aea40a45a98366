import { Link, usePage } from '@inertiajs/react';
import { formatMoney } from '@/staff/format';
import { useStaffT } from '@/staff/intl';
import { DataTable } from '@/components/staff/data-table';
import { PageHeader } from '@/components/staff/page-parts';
import { useStaffRoute } from '@/staff/route';
import type { StaffSharedProps } from '@/components/staff/types';

interface PromotionsData {
    promotions: {
        id: number;
        title: string;
        slug: string;
        visible: boolean;
        starts_at: string | null;
        ends_at: string | null;
        url: string;
    }[];
    codes: {
        id: number;
        code: string;
        kind: 'percent' | 'fixed';
        value: number;
        active: boolean;
        used: number;
        limit: number | null;
        ends_at: string | null;
        url: string;
    }[];
}

/** Promotions (their dates, shown or hidden) and promo codes (their discount, on or off, uses so far). */
export default function StaffPromotions() {
    const route = useStaffRoute();
    const { promotions, codes, locale } = usePage<StaffSharedProps & PromotionsData>().props;
    const t = useStaffT();
    const dates = (from: string | null, to: string | null) =>
        from || to ? `${from ?? '…'} – ${to ?? '…'}` : t('promo.always');

    return (
        <section>
            <PageHeader title={t('promo.title')} back={{ href: route('menu'), label: t('menu.title') }} />
            <div className="staff-toolbar">
                <Link className="staff-button" href={route('menu.promotions.create')}>
                    {t('promo.newPromotion')}
                </Link>
                <Link className="staff-button staff-button--ghost" href={route('menu.codes.create')}>
                    {t('promo.newCode')}
                </Link>
            </div>
            <h2 className="staff-h2">{t('promo.promotions')}</h2>
            <DataTable<PromotionsData['promotions'][number]>
                rows={promotions}
                rowKey={(p) => p.id}
                columns={[
                    {
                        label: t('promo.promotionTitle'),
                        cell: (p) => (
                            <Link className="staff-link" href={p.url}>
                                {p.title}
                            </Link>
                        ),
                    },
                    { label: t('promo.dates'), cell: (p) => dates(p.starts_at, p.ends_at) },
                    { label: t('menu.visible'), cell: (p) => (p.visible ? t('promo.yes') : t('menu.hidden')) },
                ]}
            />
            <h2 className="staff-h2">{t('promo.codes')}</h2>
            <DataTable<PromotionsData['codes'][number]>
                rows={codes}
                rowKey={(c) => c.id}
                columns={[
                    {
                        label: t('promo.code'),
                        cell: (c) => (
                            <Link className="staff-link" href={c.url}>
                                {c.code}
                            </Link>
                        ),
                    },
                    {
                        label: t('promo.discount'),
                        cell: (c) => (c.kind === 'percent' ? `${c.value} %` : formatMoney(c.value, locale)),
                    },
                    {
                        label: t('promo.used'),
                        num: true,
                        cell: (c) => (c.limit === null ? c.used : `${c.used} / ${c.limit}`),
                    },
                    { label: t('promo.until'), cell: (c) => (c.ends_at ? c.ends_at.replace('T', ' ') : '—') },
                    { label: t('promo.active'), cell: (c) => (c.active ? t('promo.on') : t('promo.off')) },
                ]}
            />
        </section>
    );
}
