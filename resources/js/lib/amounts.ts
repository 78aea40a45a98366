// Money typed by customers: hryvnias in inputs, minor units (kopiyky) on the wire.

/** Hryvnias typed by the customer ("150", "150.5", "150,50") as minor units; empty is null. */
export function toMinor(value: string): number | null {
    const trimmed = value.trim().replace(',', '.');
    if (trimmed === '' || !/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
    return Math.round(Number(trimmed) * 100);
}

/** Minor units as the text of an amount input: 21540 → "215.40", 30000 → "300". */
export function toAmountText(minor: number): string {
    return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}
