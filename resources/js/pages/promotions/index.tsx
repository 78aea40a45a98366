import { Head, usePage } from '@inertiajs/react';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';
import { imageLoading, placeInList, productImage } from '@/lib/product-image';
import type { Promotion, SharedProps } from '@/types/models';

interface Props extends SharedProps {
    promotions: Promotion[];
}

export default function PromotionsIndex() {
    const { promotions } = usePage<Props>().props;
    const t = useT();
    return (
        <>
            <Head>
                <meta name="description" content={t('promotions.description')} />
                <meta property="og:title" content={t('nav.promotions')} />
            </Head>
            <h1>{t('nav.promotions')}</h1>
            {promotions.length === 0 && <p className="muted">{t('promotions.empty')}</p>}
            <div className="promo-list">
                {promotions.map((p, i) => (
                    <LocalizedLink
                        key={p.id}
                        to="promotions.show"
                        params={{ promotion: p.slug }}
                        className="promo-card"
                    >
                        <img
                            {...productImage(p.image, '(min-width: 1024px) 480px, (min-width: 640px) 50vw, 100vw')}
                            {...imageLoading(placeInList(i, 2))}
                            alt=""
                            width={600}
                            height={300}
                        />
                        <span className="promo-card__title">{p.title}</span>
                        <span className="muted">{p.summary}</span>
                    </LocalizedLink>
                ))}
            </div>
        </>
    );
}
