import { Head, usePage } from '@inertiajs/react';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';
import { imageLoading, imageSrc, placeInList } from '@/lib/product-image';

export default function MenuIndex() {
    const { categories } = usePage().props;
    const t = useT();
    return (
        <>
            <Head>
                <meta name="description" content={t('menu.description')} />
                <meta property="og:title" content={t('menu.title')} />
            </Head>
            <h1>{t('menu.title')}</h1>
            <div className="category-grid">
                {categories.map((c, i) => (
                    <LocalizedLink
                        key={c.id}
                        to="menu.category"
                        params={{ category: c.slug }}
                        className="category-tile"
                    >
                        <img
                            src={imageSrc(c.image)}
                            {...imageLoading(placeInList(i, 6))}
                            alt=""
                            width={160}
                            height={160}
                        />
                        <span>{c.name}</span>
                    </LocalizedLink>
                ))}
            </div>
        </>
    );
}
