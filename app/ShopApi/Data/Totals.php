<?php

namespace App\ShopApi\Data;

/** An order's or a quote's totals: an ordered list of {code, amount} rows in minor units. */
final class Totals
{
    /**
     *  @return list<array{code: string, amount: int, free?: bool, label?: string}> */
    public static function list(mixed $rows): array
    {
        return array_values(array_map(fn (array $row) => array_filter([
            'code' => (string) $row['code'],
            'amount' => (int) $row['amount'],
            'free' => isset($row['free']) ? (bool) $row['free'] : null,
            'label' => isset($row['label']) ? (string) $row['label'] : null,
        ], fn ($v) => $v !== null), (array) $rows));
    }
}
