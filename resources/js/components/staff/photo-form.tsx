import { usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { failureMessage, leaveIfSignedOut, useStaffPost } from '@/components/staff/api';
import { useStaffT } from '@/components/staff/intl';
import type { StaffSharedProps } from '@/components/staff/types';
import { imageSrc } from '@/lib/product-image';

export interface PhotoLimits {
    photoKb: number;
    photoMin: number;
}

export interface StoredPhoto {
    width: number;
    height: number;
    original: string;
}

/** Upload a product's or a promotion's photo (checked and resized by the server); the saved answer goes to onSaved. */
export function PhotoForm<T>({
    image,
    photo,
    url,
    limits,
    wide = false,
    onSaved,
}: {
    image: string | null;
    photo: StoredPhoto | null;
    url: string;
    limits: PhotoLimits;
    wide?: boolean;
    onSaved: (data: T) => void;
}) {
    const t = useStaffT();
    const { urls } = usePage<StaffSharedProps>().props;
    const [file, setFile] = useState<File | null>(null);
    const [error, setError] = useState<string | null>(null);
    const [done, setDone] = useState(false);
    const [busy, setBusy] = useState(false);
    const post = useStaffPost();

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!file) return;
        setBusy(true);
        const result = await post<T>(url, { photo: file });
        setBusy(false);
        if (result.ok) {
            setError(null);
            setDone(true);
            onSaved(result.data);
        } else if (!leaveIfSignedOut(result.status, urls)) {
            setDone(false);
            setError(failureMessage(result, t));
        }
    };

    return (
        <form className="staff-card staff-form staff-gap" onSubmit={(e) => void submit(e)} aria-labelledby="menu-photo">
            <h2 id="menu-photo" className="staff-h3">
                {t('menu.photo')}
            </h2>
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
                <label htmlFor="f-photo">{t('menu.photoChoose')}</label>
                <input
                    id="f-photo"
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? 'f-photo-error' : 'f-photo-hint'}
                    onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
                {error ? (
                    <span className="staff-field-error" id="f-photo-error">
                        {error}
                    </span>
                ) : (
                    <span className="staff-muted" id="f-photo-hint">
                        {t('menu.photoHint', { kb: limits.photoKb, min: limits.photoMin })}
                    </span>
                )}
            </div>
            <button type="submit" className="staff-button" disabled={busy || !file}>
                {t('menu.photoUpload')}
            </button>
            <div aria-live="polite">{done && <p className="staff-notice staff-notice--ok">{t('common.saved')}</p>}</div>
        </form>
    );
}
