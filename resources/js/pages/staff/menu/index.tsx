import { Link, router, usePage } from '@inertiajs/react';
import { useState } from 'react';
import { keepPlace } from '@/staff/forms';
import { PageHeader } from '@/components/staff/page-parts';
import { formatMoney } from '@/staff/format';
import { useStaffT } from '@/staff/intl';
import { useStaffRoute } from '@/staff/route';
import type { StaffSharedProps } from '@/components/staff/types';

interface MenuData {
    categories: {
        id: number;
        name: string;
        slug: string;
        visible: boolean;
        url: string;
        products: { id: number; name: string; price: number; visible: boolean; available: boolean; url: string }[];
    }[];
    groups: { id: number; name: string; required: boolean; min: number; max: number; modifiers: number; url: string }[];
}

/** The menu for managers: categories in the storefront's order (arrows move them), their products, modifier groups. */
export default function StaffMenu() {
    const route = useStaffRoute();
    const props = usePage<StaffSharedProps & MenuData>().props;
    const data = props;
    const t = useStaffT();
    const [busy, setBusy] = useState(false);

    // A move is a PATCH of the category's position: back to this page in the new order, with a toast.
    const move = (id: number, direction: 'up' | 'down') =>
        router.patch(
            route('menu.categories.move', { category: id }),
            { direction },
            { ...keepPlace, onStart: () => setBusy(true), onFinish: () => setBusy(false) },
        );

    return (
        <section>
            <PageHeader title={t('menu.title')} />
            <div className="staff-toolbar">
                {(
                    [
                        [route('menu.products.create'), t('menu.newProduct')],
                        [route('menu.categories.create'), t('menu.newCategory')],
                        [route('menu.groups.create'), t('menu.newGroup')],
                        [route('menu.promotions.index'), t('promo.title')],
                    ] as const
                ).map(([href, text], n) => (
                    <Link key={href} className={`staff-button ${n > 0 ? 'staff-button--ghost' : ''}`} href={href}>
                        {text}
                    </Link>
                ))}
            </div>
            <div className="staff-grid">
                <section aria-labelledby="menu-categories">
                    <h2 id="menu-categories" className="staff-h2">
                        {t('menu.categories')}
                    </h2>
                    {data.categories.map((c, index) => (
                        <div key={c.id} className="staff-card staff-gap" data-testid={`menu-category-${c.slug}`}>
                            <div className="staff-menu-row">
                                <strong>{c.name}</strong>
                                {!c.visible && <span className="staff-badge">{t('menu.hidden')}</span>}
                                <span className="staff-menu-row__end">
                                    {(
                                        [
                                            ['up', '↑', index === 0],
                                            ['down', '↓', index === data.categories.length - 1],
                                        ] as const
                                    ).map(([direction, arrow, edge]) => (
                                        <button
                                            key={direction}
                                            type="button"
                                            className="staff-button staff-button--ghost"
                                            disabled={busy || edge}
                                            aria-label={t(direction === 'up' ? 'menu.up' : 'menu.down', {
                                                name: c.name,
                                            })}
                                            onClick={() => move(c.id, direction)}
                                        >
                                            {arrow}
                                        </button>
                                    ))}
                                    <Link
                                        className="staff-link"
                                        href={c.url}
                                        aria-label={`${t('menu.edit')}: ${c.name}`}
                                    >
                                        {t('menu.edit')}
                                    </Link>
                                </span>
                            </div>
                            <details>
                                <summary className="staff-link">
                                    {t('menu.productCount', { count: c.products.length })}
                                </summary>
                                <ul className="staff-stop">
                                    {c.products.map((p) => (
                                        <li key={p.id} className="staff-stop__item">
                                            <Link className="staff-link" href={p.url}>
                                                {p.name}
                                            </Link>
                                            <span>
                                                {!p.visible && <span className="staff-badge">{t('menu.hidden')}</span>}{' '}
                                                {!p.available && (
                                                    <span className="staff-badge">{t('stopList.stopped')}</span>
                                                )}{' '}
                                                {formatMoney(p.price, props.locale)}
                                            </span>
                                        </li>
                                    ))}
                                </ul>
                                <Link
                                    className="staff-link"
                                    href={route('menu.products.create', { _query: { category: c.id } })}
                                >
                                    {t('menu.addHere')}
                                </Link>
                            </details>
                        </div>
                    ))}
                </section>
                <section aria-labelledby="menu-groups">
                    <h2 id="menu-groups" className="staff-h2">
                        {t('menu.groups')}
                    </h2>
                    <ul className="staff-stop">
                        {data.groups.map((g) => (
                            <li key={g.id} className="staff-stop__item">
                                <Link className="staff-link" href={g.url}>
                                    {g.name}
                                </Link>
                                <span className="staff-muted">
                                    {g.required ? t('menu.required') : t('menu.optional')} · {g.min}–{g.max} ·{' '}
                                    {t('menu.modifierCount', { count: g.modifiers })}
                                </span>
                            </li>
                        ))}
                    </ul>
                </section>
            </div>
        </section>
    );
}
