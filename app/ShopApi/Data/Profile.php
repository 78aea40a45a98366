<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * The signed-in customer (GET /api/get-profile "data", POST /api/update-profile "user"); bonuses in minor units.
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class Profile implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    public function __construct(
        public ?string $name,
        public ?string $surname,
        public ?string $birthday,
        public string $phone,
        public string $referralCode,
        public int $bonusBalance,
    ) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        $birthday = $data['birthday'] ?? null;
        if ($birthday !== null && ! (is_string($birthday) && preg_match('/^\d{4}-\d{2}-\d{2}$/', $birthday))) {
            throw new \ValueError('The birthday is not YYYY-MM-DD.');
        }

        return new self(
            isset($data['name']) ? (string) $data['name'] : null,
            isset($data['surname']) ? (string) $data['surname'] : null,
            $birthday,
            (string) $data['phone'],
            (string) $data['referral_code'],
            (int) $data['bonus_balance'],
        );
    }

    /** Signed up: the profile has a name (otherwise the sign-up's profile modal opens). */
    public function isComplete(): bool
    {
        return $this->name !== null && $this->name !== '';
    }

    /** @return array{name: ?string, surname: ?string, birthday: ?string, phone: string, referral_code: string, bonus_balance: int} */
    public function toArray(): array
    {
        return [
            'name' => $this->name,
            'surname' => $this->surname,
            'birthday' => $this->birthday,
            'phone' => $this->phone,
            'referral_code' => $this->referralCode,
            'bonus_balance' => $this->bonusBalance,
        ];
    }
}
