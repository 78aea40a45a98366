import { Head, usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { ProductGrid } from '@/components/product-card';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/intl';
import { activeFilterCount, applyFilters, NO_FILTERS, type Filters, type SortKey } from '@/lib/product-filters';
import { useStores } from '@/stores';
import type { CategoryWithProducts, SharedProps } from '@/types/models';

interface Props extends SharedProps {
    category: CategoryWithProducts;
}

const SORTS: SortKey[] = ['default', 'popular', 'price_asc', 'price_desc'];

const CategoryPage = observer(function CategoryPage() {
    const { category, categories } = usePage<Props>().props;
    const { overlays } = useStores();
    const t = useT();
    const [filters, setFilters] = useState<Filters>(NO_FILTERS);
    const shown = useMemo(() => applyFilters(category.products, filters), [category.products, filters]);
    const badges = [...new Set(category.products.flatMap((p) => p.badges))].sort();
    const allergens = [...new Set(category.products.flatMap((p) => p.allergens))].sort();
    const toggle = (list: string[], value: string) =>
        list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
    const count = activeFilterCount(filters);

    return (
        <>
            <Head>
                <meta name="description" content={t('menu.categoryDescription', { name: category.name })} />
                <meta property="og:title" content={category.name} />
            </Head>
            <nav className="category-tabs" aria-label={t('menu.title')}>
                {categories.map((c) => (
                    <LocalizedLink
                        key={c.id}
                        to="menu.category"
                        params={{ category: c.slug }}
                        className={c.slug === category.slug ? 'category-tabs__item is-active' : 'category-tabs__item'}
                        aria-current={c.slug === category.slug ? 'page' : undefined}
                    >
                        {c.name}
                    </LocalizedLink>
                ))}
            </nav>
            <div className="page-head">
                <h1>{category.name}</h1>
                <button type="button" className="button" onClick={() => overlays.open('filters')}>
                    <Icon name="filter" size={18} /> {t('filters.open')}
                    {count > 0 && <span className="count-dot">{count}</span>}
                </button>
            </div>
            {shown.length === 0 ? (
                <p className="muted">
                    {t('filters.nothing')}{' '}
                    <button type="button" className="link-button" onClick={() => setFilters(NO_FILTERS)}>
                        {t('filters.reset')}
                    </button>
                </p>
            ) : (
                <ProductGrid products={shown} headingLevel={2} aboveFold={5} />
            )}
            <Modal name="filters" title={t('filters.title')}>
                <form className="form" onSubmit={(e) => (e.preventDefault(), overlays.close('filters'))}>
                    <fieldset className="filter-group">
                        <legend>{t('filters.sort')}</legend>
                        {SORTS.map((s) => (
                            <label key={s} className="modifier">
                                <input
                                    type="radio"
                                    name="sort"
                                    checked={filters.sort === s}
                                    onChange={() => setFilters({ ...filters, sort: s })}
                                />
                                <span>{t(`filters.sort.${s}` as 'filters.sort.default')}</span>
                            </label>
                        ))}
                    </fieldset>
                    {badges.length > 0 && (
                        <fieldset className="filter-group">
                            <legend>{t('filters.badges')}</legend>
                            {badges.map((b) => (
                                <label key={b} className="modifier">
                                    <input
                                        type="checkbox"
                                        checked={filters.badges.includes(b)}
                                        onChange={() => setFilters({ ...filters, badges: toggle(filters.badges, b) })}
                                    />
                                    <span>{t(`badge.${b}` as 'badge.new')}</span>
                                </label>
                            ))}
                        </fieldset>
                    )}
                    {allergens.length > 0 && (
                        <fieldset className="filter-group">
                            <legend>{t('filters.without')}</legend>
                            {allergens.map((a) => (
                                <label key={a} className="modifier">
                                    <input
                                        type="checkbox"
                                        checked={filters.withoutAllergens.includes(a)}
                                        onChange={() =>
                                            setFilters({
                                                ...filters,
                                                withoutAllergens: toggle(filters.withoutAllergens, a),
                                            })
                                        }
                                    />
                                    <span>{t(`allergen.${a}` as 'allergen.fish')}</span>
                                </label>
                            ))}
                        </fieldset>
                    )}
                    <div className="form__actions">
                        <button type="button" className="button" onClick={() => setFilters(NO_FILTERS)}>
                            {t('filters.reset')}
                        </button>
                        <button type="submit" className="button button--primary">
                            {t('filters.show', { count: shown.length })}
                        </button>
                    </div>
                </form>
            </Modal>
        </>
    );
});

export default CategoryPage;
