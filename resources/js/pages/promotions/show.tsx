import { Head, usePage } from '@inertiajs/react';
import { ProductGrid } from '@/components/product-card';
import { imageLoading, imageSrc, productImage } from '@/lib/product-image';
import type { Promotion, SharedProps } from '@/types/models';

interface Props extends SharedProps {
    promotion: Promotion;
}

export default function PromotionShow() {
    const { promotion } = usePage<Props>().props;
    return (
        <article className="promotion">
            <Head>
                <meta name="description" content={promotion.summary} />
                <meta property="og:title" content={promotion.title} />
                <meta property="og:description" content={promotion.summary} />
                {promotion.image && <meta property="og:image" content={imageSrc(promotion.image)} />}
            </Head>
            <img
                className="promotion__image"
                {...productImage(promotion.image, '(min-width: 1280px) 1200px, 100vw')}
                {...imageLoading('main')}
                alt=""
                width={1200}
                height={600}
            />
            <h1>{promotion.title}</h1>
            {(promotion.body ?? '').split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
            ))}
            {promotion.products && promotion.products.length > 0 && (
                <ProductGrid products={promotion.products} headingLevel={2} />
            )}
        </article>
    );
}
