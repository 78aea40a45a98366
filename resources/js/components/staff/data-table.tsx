import type { Key, ReactNode } from 'react';

/** One column of a staff table: its header, whether it holds figures (right-aligned), and its cell. */
export interface Column<T> {
    label: string;
    num?: boolean;
    cell: (row: T) => ReactNode;
}

/**
 * A staff table: headers, one row per record, and on a narrow screen a sideways scroll inside its own box (the page
 * itself never scrolls sideways).
 */
export function DataTable<T>({
    columns,
    rows,
    rowKey,
    empty,
}: {
    columns: Column<T>[];
    rows: T[];
    rowKey: (row: T) => Key;
    empty?: string;
}) {
    if (rows.length === 0 && empty !== undefined) return <p className="staff-muted">{empty}</p>;
    return (
        // Focusable: a table wider than the screen scrolls inside this box, and a keyboard must reach it too.
        <div className="staff-scroll" tabIndex={0}>
            <table className="staff-table">
                <thead>
                    <tr>
                        {columns.map((c) => (
                            <th key={c.label} scope="col" className={c.num ? 'num' : undefined}>
                                {c.label}
                            </th>
                        ))}
                    </tr>
                </thead>
                <tbody>
                    {rows.map((row) => (
                        <tr key={rowKey(row)}>
                            {columns.map((c) => (
                                <td key={c.label} className={c.num ? 'num' : undefined}>
                                    {c.cell(row)}
                                </td>
                            ))}
                        </tr>
                    ))}
                </tbody>
            </table>
        </div>
    );
}
