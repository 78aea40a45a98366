<?php

namespace App\Rules;

use BackedEnum;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Rules\Enum;
use Illuminate\Validation\Rules\In;

/** A field naming one case of an enum that the shop offers today (its dictionary's active codes, e.g. payment types). */
final class Offered
{
    /**
     * Rule::enum()->only() lets every case through for an empty list; nothing offered refuses every value instead.
     *
     * @param  class-string<BackedEnum>  $enum
     * @param  list<string>  $codes  the dictionary's codes; one without a case is never offered
     */
    public static function of(string $enum, array $codes): Enum|In
    {
        $cases = array_values(array_filter(array_map(fn (string $code) => $enum::tryFrom($code), $codes)));

        return $cases === [] ? Rule::in([]) : Rule::enum($enum)->only($cases);
    }
}
