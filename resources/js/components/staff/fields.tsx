import { createContext, useContext, type ReactNode } from 'react';
import { useStaffT } from '@/staff/intl';
import { errorFor, type Both, type Bound, type FormErrors } from '@/staff/forms';

// The staff form kit's inputs: each takes a form's bind(name) (useStaffForm in staff/forms.ts) and shows its message.

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

export type Common = { label: string; hint?: string };

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
