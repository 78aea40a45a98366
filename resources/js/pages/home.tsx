import { Head, router, usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { ProductGrid } from '@/components/product-card';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';
import { imageLoading, imageSrc, placeInList, productImage } from '@/lib/product-image';
import { useStores } from '@/stores';
import type { ProductCard, Promotion, SharedProps } from '@/types/models';

interface Props extends SharedProps {
    promotions: Promotion[];
    popular: ProductCard[];
    viewed?: ProductCard[];
}

const Home = observer(function Home() {
    const { promotions, popular, categories, viewed } = usePage<Props>().props;
    const stores = useStores();
    const t = useT();
    const carousel = useRef<HTMLUListElement>(null);
    const viewedIds = stores.viewed.ids.join(',');

    useEffect(() => {
        if (viewedIds !== '') {
            router.reload({ only: ['viewed'], data: { ids: viewedIds }, replace: true, preserveUrl: true });
        }
    }, [viewedIds]);

    const scroll = (direction: 1 | -1) => {
        const el = carousel.current;
        if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
    };
    const viewedInOrder = stores.viewed.ids
        .map((id) => viewed?.find((p) => p.id === id))
        .filter((p): p is ProductCard => p !== undefined);

    return (
        <>
            <Head>
                <meta name="description" content={t('home.lead')} />
                <meta property="og:title" content={t('home.title')} />
                <meta property="og:description" content={t('home.lead')} />
                <meta property="og:type" content="website" />
            </Head>
            <section className="hero">
                <h1>{t('home.title')}</h1>
                <p className="hero__lead">{t('home.lead')}</p>
                <LocalizedLink to="menu" className="button button--primary">
                    {t('home.toMenu')}
                </LocalizedLink>
            </section>

            {promotions.length > 0 && (
                <section aria-labelledby="home-promotions" className="carousel">
                    <div className="section-head">
                        <h2 id="home-promotions">{t('nav.promotions')}</h2>
                        <div className="carousel__controls">
                            <button
                                type="button"
                                className="icon-button"
                                onClick={() => scroll(-1)}
                                aria-label={t('carousel.previous')}
                            >
                                <Icon name="chevron-left" />
                            </button>
                            <button
                                type="button"
                                className="icon-button"
                                onClick={() => scroll(1)}
                                aria-label={t('carousel.next')}
                            >
                                <Icon name="chevron-right" />
                            </button>
                        </div>
                    </div>
                    <ul className="carousel__track" ref={carousel}>
                        {promotions.map((p, i) => (
                            <li key={p.id} className="carousel__slide">
                                <LocalizedLink
                                    to="promotions.show"
                                    params={{ promotion: p.slug }}
                                    className="promo-card"
                                >
                                    <img
                                        {...productImage(p.image, '(min-width: 640px) 480px, 85vw')}
                                        {...imageLoading(placeInList(i, 1))}
                                        alt=""
                                        width={600}
                                        height={300}
                                    />
                                    <span className="promo-card__title">{p.title}</span>
                                    <span className="muted promo-card__summary">{p.summary}</span>
                                </LocalizedLink>
                            </li>
                        ))}
                    </ul>
                </section>
            )}

            <section aria-labelledby="home-categories">
                <h2 id="home-categories">{t('menu.title')}</h2>
                <div className="category-grid">
                    {categories.map((c) => (
                        <LocalizedLink
                            key={c.id}
                            to="menu.category"
                            params={{ category: c.slug }}
                            className="category-tile"
                        >
                            <img src={imageSrc(c.image)} alt="" width={96} height={96} loading="lazy" />
                            <span>{c.name}</span>
                        </LocalizedLink>
                    ))}
                </div>
            </section>

            <section aria-labelledby="home-popular">
                <h2 id="home-popular">{t('home.popular')}</h2>
                <ProductGrid products={popular} />
            </section>

            {stores.viewed.ids.length > 0 && (
                <section aria-labelledby="home-viewed" data-testid="viewed">
                    <h2 id="home-viewed">{t('home.viewed')}</h2>
                    {viewedInOrder.length === 0 ? (
                        <div className="product-grid" aria-busy="true">
                            {stores.viewed.ids.slice(0, 4).map((id) => (
                                <span key={id} className="skeleton skeleton--card" />
                            ))}
                        </div>
                    ) : (
                        <ProductGrid products={viewedInOrder} />
                    )}
                </section>
            )}
        </>
    );
});

export default Home;
