<?php

namespace App\Shop\Customers;

use App\Models\Customer;
use Carbon\CarbonImmutable;
use Closure;
use Illuminate\Support\Facades\Validator;

/**
 * The rules of POST /api/update-profile, shared by its FormRequest and the in-process adapter:
 * names of at most shop.limits.name_max letters, spaces, apostrophes, hyphens and dots (no markup); an optional birthday
 * as Y-m-d, at least 18 years before today (Kyiv) and fixed once set; referrer_id an optional id.
 */
final class ProfileRules
{
    /** Letters (any script) with spaces, apostrophes (' ’ ʼ), hyphens and dots; at least one letter. */
    public const NAME_PATTERN = "/^(?=.*\\p{L})[\\p{L}\\p{M} '’ʼ.\\-]+$/u";

    /** @return array<string, mixed> */
    public static function rules(Customer $customer): array
    {
        $name = ['required', 'string', 'max:'.self::nameMax(), 'regex:'.self::NAME_PATTERN];

        return [
            'name' => $name,
            'surname' => $name,
            'birthday' => [
                'nullable', 'string', 'date_format:Y-m-d',
                'after_or_equal:1900-01-01',
                'before_or_equal:'.self::latestBirthday()->format('Y-m-d'),
                function (string $attribute, mixed $value, Closure $fail) use ($customer) {
                    if ($customer->birthday !== null && $value !== null && $value !== $customer->birthday->format('Y-m-d')) {
                        $fail(trans('customers.birthday_locked'));
                    }
                },
            ],
            // The referrer is named by its code only: a raw customer id is refused.
            'referrer_id' => ['prohibited'],
            'referral_code' => ['nullable', 'string', 'max:64', 'regex:'.config('shop.referral_pattern')],
        ];
    }

    /** The longest first name or surname: shop.limits.name_max. */
    public static function nameMax(): int
    {
        return (int) config('shop.limits.name_max');
    }

    /** The latest allowed birthday: shop.limits.min_age years before today's Kyiv date. */
    public static function latestBirthday(): CarbonImmutable
    {
        return CarbonImmutable::now(config('shop.ordering.timezone'))->startOfDay()->subYears((int) config('shop.limits.min_age'));
    }

    /**
     * Validate input as the HTTP API would (strings trimmed, empty strings as null).
     *
     * @param  array<string, mixed>  $input
     * @return array{name: string, surname: string, birthday: ?string, referral_code: ?string}
     *
     * @throws \Illuminate\Validation\ValidationException
     */
    public static function validate(Customer $customer, array $input): array
    {
        $input = array_map(fn ($v) => is_string($v) ? (trim($v) === '' ? null : trim($v)) : $v, $input);
        $valid = Validator::make($input, self::rules($customer))->validate();

        return [
            'name' => $valid['name'],
            'surname' => $valid['surname'],
            'birthday' => $valid['birthday'] ?? null,
            'referral_code' => isset($valid['referral_code']) ? (string) $valid['referral_code'] : null,
        ];
    }
}
