import { Field, type Common } from '@/components/staff/fields';
import type { Bound } from '@/staff/forms';

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
