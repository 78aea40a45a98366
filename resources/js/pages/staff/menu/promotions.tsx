import { Link, usePage } from '@inertiajs/react';
import { formatMoney } from '@/components/staff/format';
import { useStaffT } from '@/components/staff/intl';
import { PageHeader } from '@/components/staff/form-kit';
import type { PromoLinks } from '@/components/staff/links';
import type { StaffSharedProps } from '@/components/staff/types';

interface PromotionsData {
    promotions: { id: number; title: string; slug: string; visible: boolean; starts_at: string | null; ends_at: string | null; url: string }[];
    codes: { id: number; code: string; kind: 'percent' | 'fixed'; value: number; active: boolean; used: number; limit: number | null; ends_at: string | null; url: string }[];
    links: PromoLinks;
}

/** Promotions (their dates, shown or hidden) and promo codes (their discount, on or off, uses so far). */
export default function StaffPromotions() {
    const { promotions, codes, links, locale } = usePage<StaffSharedProps & PromotionsData>().props;
    const t = useStaffT();
    const dates = (from: string | null, to: string | null) => (from || to ? `${from ?? '…'} – ${to ?? '…'}` : t('promo.always'));

    return (
        <section>
            <PageHeader title={t('promo.title')} back={{ href: links.menu, label: t('menu.title') }} />
            <div className="staff-toolbar">
                <Link className="staff-button" href={links.promotionNew}>
                    {t('promo.newPromotion')}
                </Link>
                <Link className="staff-button staff-button--ghost" href={links.codeNew}>
                    {t('promo.newCode')}
                </Link>
            </div>
            <h2 className="staff-h2">{t('promo.promotions')}</h2>
            <table className="staff-table">
                <thead>
                    <tr>
                        <th scope="col">{t('promo.promotionTitle')}</th>
                        <th scope="col">{t('promo.dates')}</th>
                        <th scope="col">{t('menu.visible')}</th>
                    </tr>
                </thead>
                <tbody>
                    {promotions.map((p) => (
                        <tr key={p.id}>
                            <td>
                                <Link className="staff-link" href={p.url}>
                                    {p.title}
                                </Link>
                            </td>
                            <td>{dates(p.starts_at, p.ends_at)}</td>
                            <td>{p.visible ? t('promo.yes') : t('menu.hidden')}</td>
                        </tr>
                    ))}
                </tbody>
            </table>
            <h2 className="staff-h2">{t('promo.codes')}</h2>
            <table className="staff-table">
                <thead>
                    <tr>
                        <th scope="col">{t('promo.code')}</th>
                        <th scope="col">{t('promo.discount')}</th>
                        <th scope="col" className="num">
                            {t('promo.used')}
                        </th>
                        <th scope="col">{t('promo.until')}</th>
                        <th scope="col">{t('promo.active')}</th>
                    </tr>
                </thead>
                <tbody>
                    {codes.map((c) => (
                        <tr key={c.id}>
                            <td>
                                <Link className="staff-link" href={c.url}>
                                    {c.code}
                                </Link>
                            </td>
                            <td>{c.kind === 'percent' ? `${c.value} %` : formatMoney(c.value, locale)}</td>
                            <td className="num">{c.limit === null ? c.used : `${c.used} / ${c.limit}`}</td>
                            <td>{c.ends_at ? c.ends_at.replace('T', ' ') : '—'}</td>
                            <td>{c.active ? t('promo.on') : t('promo.off')}</td>
                        </tr>
                    ))}
                </tbody>
            </table>
        </section>
    );
}
