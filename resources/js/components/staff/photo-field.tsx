import { useForm } from '@inertiajs/react/forms';
import { useId, type FormEvent } from 'react';
import { ActionBar, SectionCard } from '@/components/staff/page-parts';
import { keepPlace } from '@/staff/forms';
import { useStaffT } from '@/staff/intl';
import { imageSrc } from '@/lib/product-image';

export interface StoredPhoto {
    width: number;
    height: number;
    original: string;
}

/** Upload a product's or a promotion's photo (PUT, spoofed on a multipart POST; checked and resized by the server). */
export function PhotoField({
    image,
    photo,
    url,
    limits,
    wide = false,
}: {
    image: string | null;
    photo: StoredPhoto | null;
    url: string;
    limits: { photoKb: number; photoMin: number };
    wide?: boolean;
}) {
    const t = useStaffT();
    const form = useForm<{ photo: File | null }>({ photo: null });
    const inputId = useId();
    const error = form.errors.photo;
    const submit = (event: FormEvent) => {
        event.preventDefault();
        // PHP reads no multipart body of a real PUT: the upload is a POST that says PUT (Laravel's method spoofing).
        form.transform((data) => ({ ...data, _method: 'put' }));
        form.post(url, { ...keepPlace, forceFormData: true, onSuccess: () => form.reset() });
    };
    return (
        <SectionCard title={t('menu.photo')} id="menu-photo" onSubmit={submit}>
            <img src={imageSrc(image)} alt="" width={wide ? 320 : 160} height={160} className="staff-menu-photo" />
            {photo ? (
                <p className="staff-muted">
                    <a className="staff-link" href={imageSrc(photo.original)} target="_blank" rel="noreferrer">
                        {t('menu.photoOriginal', { width: photo.width, height: photo.height })}
                    </a>
                </p>
            ) : (
                <p className="staff-muted">{t('menu.photoNone')}</p>
            )}
            <div className="staff-field">
                <label htmlFor={inputId}>{t('menu.photoChoose')}</label>
                <input
                    id={inputId}
                    key={image ?? 'none'}
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={`${inputId}-note`}
                    onChange={(e) => form.setData('photo', e.target.files?.[0] ?? null)}
                />
                <span className={error ? 'staff-field-error' : 'staff-muted'} id={`${inputId}-note`}>
                    {error ?? t('menu.photoHint', { kb: limits.photoKb, min: limits.photoMin })}
                </span>
            </div>
            <ActionBar busy={form.processing || !form.data.photo} label={t('menu.photoUpload')} />
        </SectionCard>
    );
}
