import { usePage } from '@inertiajs/react';
import { ProductGrid } from '@/components/product-card';
import { LocalizedLink } from '@/components/ui/localized-link';
import { withDefaultLayout } from '@/layouts/default-layout';
import { useT } from '@/lib/intl';
import type { ProductCard, Promotion, SharedProps } from '@/types/models';

interface Props extends SharedProps {
    promotions: Promotion[];
    popular: ProductCard[];
}

export default function Home() {
    const { promotions, popular, categories } = usePage<Props>().props;
    const t = useT();

    return (
        <>
            <section className="hero">
                <h1>{t('home.title')}</h1>
                <p className="hero__lead">{t('home.lead')}</p>
                <LocalizedLink to="menu" className="button button--primary">
                    {t('home.toMenu')}
                </LocalizedLink>
            </section>

            {promotions.length > 0 && (
                <section aria-labelledby="home-promotions">
                    <h2 id="home-promotions">{t('nav.promotions')}</h2>
                    <div className="promo-row">
                        {promotions.map((p) => (
                            <LocalizedLink key={p.id} to="promotions.show" params={{ promotion: p.slug }} className="promo-card">
                                <img src={`/${p.image ?? 'images/placeholder.svg'}`} alt="" width={600} height={300} loading="lazy" />
                                <span className="promo-card__title">{p.title}</span>
                            </LocalizedLink>
                        ))}
                    </div>
                </section>
            )}

            <section aria-labelledby="home-categories">
                <h2 id="home-categories">{t('menu.title')}</h2>
                <div className="category-grid">
                    {categories.map((c) => (
                        <LocalizedLink key={c.id} to="menu.category" params={{ category: c.slug }} className="category-tile">
                            <img src={`/${c.image ?? 'images/placeholder.svg'}`} alt="" width={160} height={160} loading="lazy" />
                            <span>{c.name}</span>
                        </LocalizedLink>
                    ))}
                </div>
            </section>

            <section aria-labelledby="home-popular">
                <h2 id="home-popular">{t('home.popular')}</h2>
                <ProductGrid products={popular} />
            </section>
        </>
    );
}

Home.layout = withDefaultLayout;
