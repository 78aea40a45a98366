import type { CheckoutForm } from '@/lib/checkout';

/** The message of a field: the browser's own check first, then what the server's quote says about it. */
export type FieldErrorOf = (field: keyof CheckoutForm) => string | undefined;

export function FieldError({ text }: { text: string | undefined }) {
    return text ? (
        <span className="field__error" role="alert">
            {text}
        </span>
    ) : null;
}

type TextFieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
    label: string;
    error?: string;
    wide?: boolean;
    ref?: React.Ref<HTMLInputElement>;
};

export function TextField({ label, error, wide, ...input }: TextFieldProps) {
    return (
        <label className={`field${wide ? ' form-grid__wide' : ''}`}>
            <span className="field__label">{label}</span>
            <input aria-invalid={error ? true : undefined} {...input} />
            <FieldError text={error} />
        </label>
    );
}
