<?php

namespace App\Support\TypeScript;

use LogicException;

/** A PHP type the TypeScript generator cannot say exactly (it writes no `any`). */
final class UnsupportedType extends LogicException
{
    public static function at(string $where, string $why): self
    {
        return new self("{$where}: {$why}");
    }
}
