import { router, usePage } from '@inertiajs/react';
import { useState, type ReactNode } from 'react';
import { failureMessage, leaveIfSignedOut, useStaffPost } from './api';
import { useStaffT } from './intl';
import type { StaffSharedProps } from './types';

export type Errors = Record<string, string[]>;

/** The menu pages' URLs (App\\Http\\Controllers\\Staff\\Menu\\MenuPages::links); __ID__ stands for a record's id. */
export interface MenuLinks {
    menu: string;
    promotions: string;
    categoryNew: string;
    categoryStore: string;
    categoryUpdate: string;
    categoryMove: string;
    productNew: string;
    productStore: string;
    productUpdate: string;
    productPhoto: string;
    groupNew: string;
    groupStore: string;
    groupUpdate: string;
}
export type Both = { uk: string; en: string };

/** A menu form's save: JSON POST, field errors kept by field name, a created record opens its own page. */
export function useMenuSave<T>(onSaved: (data: T) => void) {
    const { urls } = usePage<StaffSharedProps>().props;
    const t = useStaffT();
    const [errors, setErrors] = useState<Errors>({});
    const [busy, setBusy] = useState(false);
    const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
    const post = useStaffPost();

    const save = async (url: string, body: unknown) => {
        setBusy(true);
        const result = await post<T & { redirect: string | null }>(url, typeof body === 'object' && body !== null ? { ...body } : {});
        setBusy(false);
        if (result.ok) {
            setErrors({});
            if (result.data.redirect) {
                router.visit(result.data.redirect);
                return;
            }
            onSaved(result.data);
            setMessage({ text: t('common.saved'), error: false });
        } else if (!leaveIfSignedOut(result.status, urls)) {
            setErrors(result.errors);
            setMessage({ text: result.status === 422 ? t('menu.fixErrors') : failureMessage(result, t), error: true });
        }
    };

    return { errors, busy, message, save };
}

export function Notice({ message }: { message: { text: string; error: boolean } | null }) {
    return <div aria-live="polite">{message && <p className={`staff-notice ${message.error ? 'staff-notice--error' : 'staff-notice--ok'}`}>{message.text}</p>}</div>;
}

/** A labelled field with its server message under it (aria-describedby), for one input. */
export function Field({
    label,
    name,
    errors,
    children,
    hint,
}: {
    label: string;
    name: string;
    errors: Errors;
    children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
    hint?: string;
}) {
    const id = `f-${name.replace(/[^a-z0-9]+/gi, '-')}`;
    const error = errors[name]?.[0];
    return (
        <div className="staff-field">
            <label htmlFor={id}>{label}</label>
            {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
            {hint && !error && <span className="staff-muted">{hint}</span>}
            {error && (
                <span className="staff-field-error" id={`${id}-error`}>
                    {error}
                </span>
            )}
        </div>
    );
}

/** A text in both languages: two inputs (or textareas), each with its own message. */
export function BothLanguages({
    name,
    label,
    value,
    onChange,
    errors,
    max,
    multiline,
}: {
    name: string;
    label: string;
    value: Both;
    onChange: (v: Both) => void;
    errors: Errors;
    max: number;
    multiline?: boolean;
}) {
    const t = useStaffT();
    return (
        <>
            {(['uk', 'en'] as const).map((lang) => (
                <Field key={lang} label={`${label} · ${t(lang === 'uk' ? 'menu.inUk' : 'menu.inEn')}`} name={`${name}.${lang}`} errors={errors}>
                    {(a) =>
                        multiline ? (
                            <textarea {...a} lang={lang} rows={3} maxLength={max} value={value[lang]} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
                        ) : (
                            <input {...a} lang={lang} type="text" maxLength={max} value={value[lang]} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
                        )
                    }
                </Field>
            ))}
        </>
    );
}

/** The promotion pages' URLs (App\\Http\\Controllers\\Staff\\Menu\\PromoController::links). */
export interface PromoLinks {
    menu: string;
    promotions: string;
    promotionNew: string;
    promotionStore: string;
    promotionUpdate: string;
    promotionPhoto: string;
    codeNew: string;
    codeStore: string;
    codeUpdate: string;
}

/** A kebab-case slug made from an English name: "Spring set" → "spring-set". */
export function slugify(text: string): string {
    return text
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 100);
}

export function withId(url: string, id: number): string {
    return url.replace('__ID__', String(id));
}
