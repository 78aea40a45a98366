import { Link, usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { useStaffT } from '@/components/staff/intl';
import { BothLanguages, Field, Notice, slugify, useMenuSave, withId, type Both, type MenuLinks } from '@/components/staff/menu-form';
import type { StaffSharedProps } from '@/components/staff/types';

interface CategoryData {
    category: { id: number; name: Both; slug: string; visible: boolean; storefront: string } | null;
    links: MenuLinks;
}

/** A category: names in uk and en, its address (a change keeps the old one as a redirect), shown or hidden. */
export default function StaffMenuCategory() {
    const props = usePage<StaffSharedProps & CategoryData>().props;
    const t = useStaffT();
    const [category, setCategory] = useState(props.category);
    const [name, setName] = useState<Both>(props.category?.name ?? { uk: '', en: '' });
    const [slug, setSlug] = useState(props.category?.slug ?? '');
    const [visible, setVisible] = useState(props.category?.visible ?? true);
    const { errors, busy, message, save } = useMenuSave<CategoryData>((data) => setCategory(data.category));

    const submit = (event: FormEvent) => {
        event.preventDefault();
        void save(category ? withId(props.links.categoryUpdate, category.id) : props.links.categoryStore, { name, slug, visible });
    };

    return (
        <section>
            <p>
                <Link className="staff-link" href={props.links.menu}>
                    ← {t('menu.title')}
                </Link>
            </p>
            <h1>{category ? category.name[props.locale] || category.slug : t('menu.newCategory')}</h1>
            <Notice message={message} />
            <form className="staff-card staff-form" onSubmit={submit} noValidate>
                <BothLanguages
                    name="name"
                    label={t('menu.name')}
                    value={name}
                    onChange={(v) => {
                        setName(v);
                        if (!category && (!slug || slug === slugify(name.en))) setSlug(slugify(v.en));
                    }}
                    errors={errors}
                    max={120}
                />
                <Field label={t('menu.slug')} name="slug" errors={errors} hint={t('menu.slugHint')}>
                    {(a) => <input {...a} type="text" value={slug} maxLength={100} onChange={(e) => setSlug(e.target.value)} />}
                </Field>
                <label className="staff-check">
                    <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
                    {t('menu.visible')}
                </label>
                <button type="submit" className="staff-button" disabled={busy}>
                    {t('common.save')}
                </button>
                {category && (
                    <a className="staff-link" href={category.storefront} target="_blank" rel="noreferrer">
                        {t('menu.onStorefront')}
                    </a>
                )}
            </form>
        </section>
    );
}
