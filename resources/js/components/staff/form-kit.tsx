import { Link, usePage } from '@inertiajs/react';
import { useForm } from '@inertiajs/react/forms';
import type { FormDataKeys, FormDataType, FormDataValues, VisitOptions } from '@inertiajs/core';
import { createContext, useContext, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useStaffT } from '@/components/staff/intl';
import { imageSrc } from '@/lib/product-image';

// The staff form kit: every staff editor is an Inertia form (useForm) posting to a resource route; the controller
// validates with a FormRequest and redirects back, the field messages come back in the page's `errors` prop and the
// result as a flash toast (StaffFlash in the layout). docs/staff-forms.md says how to use it.

export type Both = { uk: string; en: string };
export type FormErrors = Partial<Record<string, string>>;

/** What a kit input needs from its form: its key (dot path), its value, how to change it, and the form's messages. */
export interface Bound<V> {
    name: string;
    value: V;
    onChange: (value: V) => void;
    errors: FormErrors;
}

/** A list action (a tap on the stop-list, a removal): the page stays as it is (scroll, filters), with new props and a toast. */
export const keepPlace: Pick<VisitOptions, 'preserveScroll' | 'preserveState'> = {
    preserveScroll: true,
    preserveState: true,
};

/**
 * An editor's save: on errors the typed values stay (with the messages under their fields); on success the page
 * starts again from the saved record (new ids, the server's formatting), the scroll where it was.
 */
export const editing: Pick<VisitOptions, 'preserveScroll' | 'preserveState'> = {
    preserveScroll: true,
    preserveState: 'errors',
};

function valueAt(data: unknown, path: string): unknown {
    return path
        .split('.')
        .reduce<unknown>(
            (value, key) =>
                value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
            data,
        );
}

/** Inertia's useForm, plus bind(name): the props a kit input takes for that key. */
export function useStaffForm<T extends FormDataType<T>>(data: T) {
    const form = useForm<T>(data);
    const bind = <K extends FormDataKeys<T>>(name: K): Bound<FormDataValues<T, K>> => ({
        name,
        value: valueAt(form.data, name) as FormDataValues<T, K>,
        onChange: (value) => form.setData(name, value),
        errors: form.errors,
    });
    return { form, bind };
}

/**
 * A record's editor: PUT to its update URL when it exists, POST to the store URL when it is new (the server then
 * opens the created record's page). `transform` turns the typed values into what the FormRequest takes.
 */
export function useRecordForm<T extends FormDataType<T>>(
    data: T,
    urls: { store: string; update: string | null },
    transform?: (data: T) => object,
) {
    const { form, bind } = useStaffForm(data);
    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (transform) form.transform(transform);
        if (urls.update) form.put(urls.update, editing);
        else form.post(urls.store, editing);
    };
    return { form, bind, submit };
}

/** On a new record the slug follows the English name, until someone types a slug of their own. */
export function followSlug(isNew: boolean, before: Both, after: Both, slug: string): string {
    return isNew && (slug === '' || slug === slugify(before.en)) ? slugify(after.en) : slug;
}

/** The first message for a key, or for any key under it (a list's items). */
export function errorFor(errors: FormErrors, name: string): string | undefined {
    return errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1];
}

type ControlProps = { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

const Scope = createContext('');

/** Several forms with the same fields on one page (one per account…): each in its own scope keeps the ids apart. */
export function FieldScope({ prefix, children }: { prefix: string; children: ReactNode }) {
    return <Scope.Provider value={prefix}>{children}</Scope.Provider>;
}

/** A labelled control with its hint, and its server message under it (aria-describedby). */
export function Field({
    label,
    name,
    errors,
    hint,
    children,
}: {
    label: string;
    name: string;
    errors: FormErrors;
    hint?: string;
    children: (props: ControlProps) => ReactNode;
}) {
    const id = `f-${useContext(Scope)}${name.replace(/[^a-z0-9]+/gi, '-')}`;
    const error = errors[name];
    const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
    return (
        <div className="staff-field">
            <label htmlFor={id}>{label}</label>
            {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
            {error ? (
                <span className="staff-field-error" id={`${id}-error`}>
                    {error}
                </span>
            ) : (
                hint && (
                    <span className="staff-muted" id={`${id}-hint`}>
                        {hint}
                    </span>
                )
            )}
        </div>
    );
}

type Common = { label: string; hint?: string };

export function TextField({
    label,
    hint,
    max,
    min,
    type = 'text',
    multiline,
    autoComplete,
    inputMode,
    ...bound
}: Bound<string> &
    Common & {
        max?: number;
        min?: string;
        type?: 'text' | 'search' | 'email' | 'url' | 'tel' | 'date' | 'time' | 'datetime-local' | 'password';
        multiline?: boolean;
        autoComplete?: string;
        inputMode?: 'decimal' | 'numeric';
    }) {
    return (
        <Field label={label} name={bound.name} errors={bound.errors} hint={hint}>
            {(a) =>
                multiline ? (
                    <textarea
                        {...a}
                        rows={3}
                        maxLength={max}
                        value={bound.value}
                        onChange={(e) => bound.onChange(e.target.value)}
                    />
                ) : (
                    <input
                        {...a}
                        type={type}
                        inputMode={inputMode}
                        maxLength={max}
                        min={min}
                        autoComplete={autoComplete}
                        value={bound.value}
                        onChange={(e) => bound.onChange(e.target.value)}
                    />
                )
            }
        </Field>
    );
}

/** A text in both languages: two inputs (or textareas), each with its own message (name.uk, name.en). */
export function BothField({
    label,
    max,
    multiline,
    ...bound
}: Bound<Both> & { label: string; max: number; multiline?: boolean }) {
    const t = useStaffT();
    return (
        <>
            {(['uk', 'en'] as const).map((lang) => (
                <Field
                    key={lang}
                    label={`${label} · ${t(lang === 'uk' ? 'menu.inUk' : 'menu.inEn')}`}
                    name={`${bound.name}.${lang}`}
                    errors={bound.errors}
                >
                    {(a) => {
                        const change = (text: string) => bound.onChange({ ...bound.value, [lang]: text });
                        return multiline ? (
                            <textarea
                                {...a}
                                lang={lang}
                                rows={3}
                                maxLength={max}
                                value={bound.value[lang]}
                                onChange={(e) => change(e.target.value)}
                            />
                        ) : (
                            <input
                                {...a}
                                lang={lang}
                                type="text"
                                maxLength={max}
                                value={bound.value[lang]}
                                onChange={(e) => change(e.target.value)}
                            />
                        );
                    }}
                </Field>
            ))}
        </>
    );
}

/** Money typed in hryvnias ("249.50"); the server's Hryvnias rule turns it into kopiyky and back (one source of truth). */
export function MoneyField({ label, hint, ...bound }: Bound<string> & Common) {
    return (
        <Field label={label} name={bound.name} errors={bound.errors} hint={hint}>
            {(a) => (
                <input
                    {...a}
                    type="text"
                    inputMode="decimal"
                    placeholder="0.00"
                    value={bound.value}
                    onChange={(e) => bound.onChange(e.target.value.replace(',', '.'))}
                />
            )}
        </Field>
    );
}

/** A whole number; an empty input is '' (sent as null by the page's transform, or refused by the server). */
export function NumberField({
    label,
    hint,
    min,
    max,
    ...bound
}: Bound<number | ''> & Common & { min?: number; max?: number }) {
    return (
        <Field label={label} name={bound.name} errors={bound.errors} hint={hint}>
            {(a) => (
                <input
                    {...a}
                    type="number"
                    inputMode="numeric"
                    min={min}
                    max={max}
                    value={bound.value}
                    onChange={(e) => bound.onChange(e.target.value === '' ? '' : Number(e.target.value))}
                />
            )}
        </Field>
    );
}

export function Toggle({ label, ...bound }: Bound<boolean> & { label: string }) {
    const error = bound.errors[bound.name];
    return (
        <>
            <label className="staff-check">
                <input
                    type="checkbox"
                    name={bound.name}
                    checked={bound.value}
                    aria-invalid={error ? true : undefined}
                    onChange={(e) => bound.onChange(e.target.checked)}
                />
                {label}
            </label>
            {error && <span className="staff-field-error">{error}</span>}
        </>
    );
}

export type Choice<V extends string | number> = { value: V; label: string };

/** One of a list; `empty` is the label of "none" (the value ''). */
export function SelectField<V extends string | number>({
    label,
    hint,
    choices,
    empty,
    ...bound
}: Bound<V | ''> & Common & { choices: Choice<V>[]; empty?: string }) {
    return (
        <Field label={label} name={bound.name} errors={bound.errors} hint={hint}>
            {(a) => (
                <select
                    {...a}
                    value={bound.value}
                    onChange={(e) => {
                        const picked = choices.find((c) => String(c.value) === e.target.value);
                        bound.onChange(picked ? picked.value : '');
                    }}
                >
                    {empty !== undefined && <option value="">{empty}</option>}
                    {choices.map((c) => (
                        <option key={c.value} value={c.value}>
                            {c.label}
                        </option>
                    ))}
                </select>
            )}
        </Field>
    );
}

/** Several of a list, as checkboxes. */
export function ChoicesField<V extends string | number>({
    label,
    choices,
    ...bound
}: Bound<V[]> & { label: string; choices: Choice<V>[] }) {
    const error = errorFor(bound.errors, bound.name);
    const flip = (value: V) =>
        bound.onChange(bound.value.includes(value) ? bound.value.filter((v) => v !== value) : [...bound.value, value]);
    return (
        <fieldset className="staff-choices" aria-invalid={error ? true : undefined}>
            <legend>{label}</legend>
            {choices.map((c) => (
                <label key={c.value} className="staff-check">
                    <input type="checkbox" checked={bound.value.includes(c.value)} onChange={() => flip(c.value)} />
                    {c.label}
                </label>
            ))}
            {error && <span className="staff-field-error">{error}</span>}
        </fieldset>
    );
}

/** A list of rows (modifiers, social links, hours…): each row's inputs come from `row`, with add and remove. */
export function ListEditor<T>({
    label,
    items,
    onChange,
    errors,
    name,
    blank,
    addLabel,
    itemLabel,
    min = 0,
    max,
    row,
}: {
    label: string;
    items: T[];
    onChange: (items: T[]) => void;
    errors: FormErrors;
    name: string;
    blank: () => T;
    addLabel: string;
    itemLabel: (index: number) => string;
    min?: number;
    max?: number;
    row: (item: T, change: (value: Partial<T>) => void, index: number) => ReactNode;
}) {
    const t = useStaffT();
    const error = errors[name];
    return (
        <div className="staff-list">
            <h2 className="staff-h3">{label}</h2>
            {error && <span className="staff-field-error">{error}</span>}
            {items.map((item, index) => (
                <fieldset key={index} className="staff-modifier" data-testid={`${name}-${index}`}>
                    <legend className="staff-muted">{itemLabel(index)}</legend>
                    {row(
                        item,
                        (value) => onChange(items.map((it, i) => (i === index ? { ...it, ...value } : it))),
                        index,
                    )}
                    <button
                        type="button"
                        className="staff-button staff-button--ghost"
                        disabled={items.length <= min}
                        onClick={() => onChange(items.filter((_, i) => i !== index))}
                    >
                        {t('menu.remove')}
                    </button>
                </fieldset>
            ))}
            <button
                type="button"
                className="staff-button staff-button--ghost"
                disabled={max !== undefined && items.length >= max}
                onClick={() => onChange([...items, blank()])}
            >
                {addLabel}
            </button>
        </div>
    );
}

/** A card of a page; with onSubmit it is the form itself (its save button is an ActionBar inside). */
export function SectionCard({
    title,
    id,
    hint,
    onSubmit,
    children,
}: {
    title?: string;
    id?: string;
    hint?: string;
    onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
    children: ReactNode;
}) {
    const body = (
        <>
            {title && (
                <h2 id={id} className="staff-h2">
                    {title}
                </h2>
            )}
            {hint && <p className="staff-muted">{hint}</p>}
            {children}
        </>
    );
    const labelledBy = title ? id : undefined;
    return onSubmit ? (
        <form className="staff-card staff-form" aria-labelledby={labelledBy} onSubmit={onSubmit} noValidate>
            {body}
        </form>
    ) : (
        <section className="staff-card staff-form" aria-labelledby={labelledBy}>
            {body}
        </section>
    );
}

/** A page's title, its way back and its hint. */
export function PageHeader({
    title,
    back,
    hint,
    children,
}: {
    title: string;
    back?: { href: string; label: string };
    hint?: string;
    children?: ReactNode;
}) {
    return (
        <header className="staff-page-head">
            {back && (
                <Link className="staff-link staff-page-head__back" href={back.href}>
                    ← {back.label}
                </Link>
            )}
            <div className="staff-page-head__row">
                <h1>{title}</h1>
                {children}
            </div>
            {hint && <p className="staff-muted">{hint}</p>}
        </header>
    );
}

/** A form's submit button (busy while Inertia sends it), and whatever goes beside it. */
export function ActionBar({
    busy,
    label,
    children,
    danger,
}: {
    busy: boolean;
    label?: string;
    children?: ReactNode;
    danger?: boolean;
}) {
    const t = useStaffT();
    return (
        <div className="staff-actions">
            <button
                type="submit"
                className={`staff-button ${danger ? 'staff-button--danger' : ''}`}
                disabled={busy}
                aria-busy={busy || undefined}
            >
                {label ?? t('common.save')}
            </button>
            {children}
        </div>
    );
}

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

/** The flash toast of the last save (the server's Inertia::flash('toast', …)), read out by screen readers. */
export function StaffFlash() {
    const page = usePage();
    const toast = (page.flash as { toast?: { type: 'success' | 'error'; message: string } }).toast;
    // A toast goes after a few seconds; the next save brings its own (a new flash object).
    const [gone, setGone] = useState<object | null>(null);
    useEffect(() => {
        if (!toast) return;
        const timer = window.setTimeout(() => setGone(toast), 6000);
        return () => window.clearTimeout(timer);
    }, [toast]);
    const shown = toast && toast !== gone ? toast : undefined;
    return (
        <div aria-live="polite" role="status" className="staff-flash">
            {shown && (
                <p
                    className={`staff-toast ${shown.type === 'error' ? 'staff-toast--error' : ''}`}
                    data-testid="staff-flash"
                >
                    {shown.message}
                </p>
            )}
        </div>
    );
}

/** A kebab-case slug made from an English name: "Spring set" → "spring-set". */
export function slugify(text: string): string {
    return text
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 100);
}
