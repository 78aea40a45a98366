/**
 * The end of a storefront form: the server's refusal that belongs to no field (react-hook-form's `root.server`) as an
 * alert, then the submit button, busy while the form is sent.
 */
export function FormFooter({
    error,
    busy,
    label,
    busyLabel,
    block = false,
}: {
    error?: string;
    busy: boolean;
    label: string;
    busyLabel: string;
    block?: boolean;
}) {
    return (
        <>
            {error && (
                <p className="notice notice--error" role="alert">
                    {error}
                </p>
            )}
            <button
                type="submit"
                className={`button button--primary${block ? ' button--block' : ''}`}
                disabled={busy}
                aria-busy={busy}
            >
                {busy ? busyLabel : label}
            </button>
        </>
    );
}
