import { usePage } from '@inertiajs/react';
import { followSlug, useRecordForm, type Both } from '@/staff/forms';
import { BothField, TextField, Toggle } from '@/components/staff/fields';
import { ActionBar, PageHeader, SectionCard } from '@/components/staff/page-parts';
import { PhotoField, type StoredPhoto } from '@/components/staff/photo-field';
import { useStaffT } from '@/staff/intl';
import { useStaffRoute } from '@/staff/route';
import type { StaffSharedProps } from '@/components/staff/types';

interface PromotionForm {
    title: Both;
    summary: Both;
    body: Both;
    slug: string;
    starts_at: string;
    ends_at: string;
    visible: boolean;
}

interface PromotionData {
    promotion:
        | (Omit<PromotionForm, 'starts_at' | 'ends_at'> & {
              id: number;
              starts_at: string | null;
              ends_at: string | null;
              storefront: string;
              image: string | null;
              photo: StoredPhoto | null;
          })
        | null;
    bounds: { photoKb: number; photoMin: number };
}

const empty = { uk: '', en: '' };

/** A promotion: title, summary and text in uk and en, its address, the days it runs, shown or hidden; its photo. */
export default function StaffPromotion() {
    const route = useStaffRoute();
    const { promotion, bounds, locale } = usePage<StaffSharedProps & PromotionData>().props;
    const t = useStaffT();
    const { form, bind, submit } = useRecordForm<PromotionForm>(
        {
            title: promotion?.title ?? empty,
            summary: promotion?.summary ?? empty,
            body: promotion?.body ?? empty,
            slug: promotion?.slug ?? '',
            starts_at: promotion?.starts_at ?? '',
            ends_at: promotion?.ends_at ?? '',
            visible: promotion?.visible ?? true,
        },
        {
            store: route('menu.promotions.store'),
            update: promotion ? route('menu.promotions.update', { promotion: promotion.id }) : null,
        },
        (d) => ({ ...d, starts_at: d.starts_at || null, ends_at: d.ends_at || null }),
    );
    const title = bind('title');

    return (
        <section>
            <PageHeader
                title={promotion ? promotion.title[locale] : t('promo.newPromotion')}
                back={{ href: route('menu.promotions.index'), label: t('promo.title') }}
            />
            <SectionCard onSubmit={submit}>
                <BothField
                    label={t('promo.promotionTitle')}
                    max={120}
                    {...title}
                    onChange={(v) =>
                        form.setData((d) => ({ ...d, title: v, slug: followSlug(!promotion, d.title, v, d.slug) }))
                    }
                />
                <BothField label={t('promo.summary')} max={300} {...bind('summary')} />
                <BothField label={t('promo.body')} max={2000} multiline {...bind('body')} />
                <TextField label={t('menu.slug')} hint={t('menu.slugHint')} max={100} {...bind('slug')} />
                <div className="staff-modifier">
                    <TextField label={t('promo.startsOn')} type="date" {...bind('starts_at')} />
                    <TextField label={t('promo.endsOn')} type="date" {...bind('ends_at')} />
                </div>
                <Toggle label={t('menu.visible')} {...bind('visible')} />
                <ActionBar busy={form.processing}>
                    {promotion && (
                        <a className="staff-link" href={promotion.storefront} target="_blank" rel="noreferrer">
                            {t('menu.onStorefront')}
                        </a>
                    )}
                </ActionBar>
            </SectionCard>
            {promotion && (
                <PhotoField
                    image={promotion.image}
                    photo={promotion.photo}
                    url={route('menu.promotions.photo.update', { promotion: promotion.id })}
                    limits={bounds}
                    wide
                />
            )}
        </section>
    );
}
