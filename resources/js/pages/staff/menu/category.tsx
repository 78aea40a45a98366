import { usePage } from '@inertiajs/react';
import { followSlug, useRecordForm, type Both } from '@/staff/forms';
import { BothField, TextField, Toggle } from '@/components/staff/fields';
import { ActionBar, PageHeader, SectionCard } from '@/components/staff/page-parts';
import { useStaffT } from '@/staff/intl';
import { useStaffRoute } from '@/staff/route';
import type { StaffSharedProps } from '@/components/staff/types';

interface CategoryData {
    category: {
        id: number;
        name: Both;
        slug: string;
        visible: boolean;
        tax_codes: string;
        storefront: string;
    } | null;
}

/** A category: names in uk and en, its address (a change keeps the old one as a redirect), shown or hidden. */
export default function StaffMenuCategory() {
    const route = useStaffRoute();
    const { category, locale } = usePage<StaffSharedProps & CategoryData>().props;
    const t = useStaffT();
    const { form, bind, submit } = useRecordForm(
        {
            name: category?.name ?? { uk: '', en: '' },
            slug: category?.slug ?? '',
            visible: category?.visible ?? true,
            tax_codes: category?.tax_codes ?? '',
        },
        {
            store: route('menu.categories.store'),
            update: category ? route('menu.categories.update', { category: category.id }) : null,
        },
    );
    const name = bind('name');

    return (
        <section>
            <PageHeader
                title={category ? category.name[locale] || category.slug : t('menu.newCategory')}
                back={{ href: route('menu'), label: t('menu.title') }}
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
                <TextField
                    label={t('menu.taxCodes')}
                    hint={t('menu.taxCodesCategoryHint')}
                    max={32}
                    {...bind('tax_codes')}
                />
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
