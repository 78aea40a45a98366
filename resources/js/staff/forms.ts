import { useForm } from '@inertiajs/react/forms';
import type { FormDataKeys, FormDataType, FormDataValues, VisitOptions } from '@inertiajs/core';
import type { FormEvent } from 'react';

// The staff form kit: every staff editor is an Inertia form (useForm) posting to a resource route; the controller
// validates with a FormRequest and redirects back, the field messages come back in the page's `errors` prop and the
// result as a flash toast (StaffFlash in the layout). This file holds the forms' state; the inputs are in
// components/staff/fields.tsx and number-fields.tsx, the page parts in page-parts.tsx and photo-field.tsx.
// docs/staff-forms.md says how to use them.

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
