import { usePage } from '@inertiajs/react';
import {
    ActionBar,
    BothField,
    followSlug,
    PageHeader,
    SectionCard,
    TextField,
    Toggle,
    useRecordForm,
    type Both,
} from '@/components/staff/form-kit';
import { useStaffT } from '@/components/staff/intl';
import { withId, type MenuLinks } from '@/components/staff/links';
import type { StaffSharedProps } from '@/components/staff/types';

interface CategoryData {
    category: { id: number; name: Both; slug: string; visible: boolean; storefront: string } | null;
    links: MenuLinks;
}

/** A category: names in uk and en, its address (a change keeps the old one as a redirect), shown or hidden. */
export default function StaffMenuCategory() {
    const { category, links, locale } = usePage<StaffSharedProps & CategoryData>().props;
    const t = useStaffT();
    const { form, bind, submit } = useRecordForm(
        { name: category?.name ?? { uk: '', en: '' }, slug: category?.slug ?? '', visible: category?.visible ?? true },
        { store: links.categoryStore, update: withId(links.categoryUpdate, category?.id) },
    );
    const name = bind('name');

    return (
        <section>
            <PageHeader
                title={category ? category.name[locale] || category.slug : t('menu.newCategory')}
                back={{ href: links.menu, label: t('menu.title') }}
            />
            <SectionCard onSubmit={submit}>
                <BothField
                    label={t('menu.name')}
                    max={120}
                    {...name}
                    onChange={(v) =>
                        form.setData((d) => ({ ...d, name: v, slug: followSlug(!category, d.name, v, d.slug) }))
                    }
                />
                <TextField label={t('menu.slug')} hint={t('menu.slugHint')} max={100} {...bind('slug')} />
                <Toggle label={t('menu.visible')} {...bind('visible')} />
                <ActionBar busy={form.processing}>
                    {category && (
                        <a className="staff-link" href={category.storefront} target="_blank" rel="noreferrer">
                            {t('menu.onStorefront')}
                        </a>
                    )}
                </ActionBar>
            </SectionCard>
        </section>
    );
}
