<?php

namespace App\Support\TypeScript;

use Attribute;

/**
 * Exports a backed enum or a props shape to resources/js/types/generated.ts (php artisan shop:typescript): an enum
 * as a union of its values and a const list of them, a shape (App\Support\TypeScript\Shape) as an interface.
 */
#[Attribute(Attribute::TARGET_CLASS)]
final class TypeScript
{
    /** @param  string|null  $name  the TypeScript name, when the class's short name is taken or reads badly there */
    public function __construct(public ?string $name = null) {}
}
