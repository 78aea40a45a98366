import { Link, usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { useStaffT } from '@/components/staff/intl';
import { BothLanguages, Field, Notice, slugify, useMenuSave, withId, type Both, type PromoLinks } from '@/components/staff/menu-form';
import { PhotoForm, type PhotoLimits, type StoredPhoto } from '@/components/staff/photo-form';
import type { StaffSharedProps } from '@/components/staff/types';

interface PromotionForm {
    title: Both;
    summary: Both;
    body: Both;
    slug: string;
    starts_at: string | null;
    ends_at: string | null;
    visible: boolean;
}

interface PromotionData {
    promotion: (PromotionForm & { id: number; storefront: string; image: string | null; photo: StoredPhoto | null }) | null;
    links: PromoLinks;
    bounds: PhotoLimits;
}

const empty = { uk: '', en: '' };

/** A promotion: title, summary and text in uk and en, its address, the days it runs, shown or hidden. */
export default function StaffPromotion() {
    const props = usePage<StaffSharedProps & PromotionData>().props;
    const t = useStaffT();
    const [promotion, setPromotion] = useState(props.promotion);
    const [form, setForm] = useState<PromotionForm>(props.promotion ?? { title: empty, summary: empty, body: empty, slug: '', starts_at: null, ends_at: null, visible: true });
    const { errors, busy, message, save } = useMenuSave<PromotionData>((data) => setPromotion(data.promotion));
    const set = (value: Partial<PromotionForm>) => setForm({ ...form, ...value });

    const submit = (event: FormEvent) => {
        event.preventDefault();
        void save(promotion ? withId(props.links.promotionUpdate, promotion.id) : props.links.promotionStore, form);
    };

    return (
        <section>
            <p>
                <Link className="staff-link" href={props.links.promotions}>
                    ← {t('promo.title')}
                </Link>
            </p>
            <h1>{promotion ? promotion.title[props.locale] : t('promo.newPromotion')}</h1>
            <Notice message={message} />
            <form className="staff-card staff-form" onSubmit={submit} noValidate>
                <BothLanguages
                    name="title"
                    label={t('promo.promotionTitle')}
                    value={form.title}
                    errors={errors}
                    max={120}
                    onChange={(v) => set({ title: v, slug: !promotion && (form.slug === '' || form.slug === slugify(form.title.en)) ? slugify(v.en) : form.slug })}
                />
                <BothLanguages name="summary" label={t('promo.summary')} value={form.summary} onChange={(v) => set({ summary: v })} errors={errors} max={300} />
                <BothLanguages name="body" label={t('promo.body')} value={form.body} onChange={(v) => set({ body: v })} errors={errors} max={2000} multiline />
                <Field label={t('menu.slug')} name="slug" errors={errors} hint={t('menu.slugHint')}>
                    {(a) => <input {...a} type="text" maxLength={100} value={form.slug} onChange={(e) => set({ slug: e.target.value })} />}
                </Field>
                <div className="staff-modifier">
                    <Field label={t('promo.startsOn')} name="starts_at" errors={errors}>
                        {(a) => <input {...a} type="date" value={form.starts_at ?? ''} onChange={(e) => set({ starts_at: e.target.value || null })} />}
                    </Field>
                    <Field label={t('promo.endsOn')} name="ends_at" errors={errors}>
                        {(a) => <input {...a} type="date" value={form.ends_at ?? ''} onChange={(e) => set({ ends_at: e.target.value || null })} />}
                    </Field>
                </div>
                <label className="staff-check">
                    <input type="checkbox" checked={form.visible} onChange={(e) => set({ visible: e.target.checked })} />
                    {t('menu.visible')}
                </label>
                <button type="submit" className="staff-button" disabled={busy}>
                    {t('common.save')}
                </button>
                {promotion && (
                    <a className="staff-link" href={promotion.storefront} target="_blank" rel="noreferrer">
                        {t('menu.onStorefront')}
                    </a>
                )}
            </form>
            {promotion && (
                <PhotoForm<PromotionData>
                    key={promotion.image ?? 'none'}
                    image={promotion.image}
                    photo={promotion.photo}
                    url={withId(props.links.promotionPhoto, promotion.id)}
                    limits={props.bounds}
                    wide
                    onSaved={(data) => setPromotion(data.promotion)}
                />
            )}
        </section>
    );
}
