import { Head, usePage } from '@inertiajs/react';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';

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
                {categories.map((c) => (
                    <LocalizedLink key={c.id} to="menu.category" params={{ category: c.slug }} className="category-tile">
                        <img src={`/${c.image ?? 'images/placeholder.svg'}`} alt="" width={160} height={160} loading="lazy" />
                        <span>{c.name}</span>
                    </LocalizedLink>
                ))}
            </div>
        </>
    );
}
