<?php

namespace Tests\Feature\ShopApi;

use App\Shop\Catalog\Catalog;
use App\Shop\Dictionaries;
use App\ShopApi\Data\CategoryRecord;
use App\ShopApi\Data\ProductCard;
use App\ShopApi\Data\Settings;
use App\ShopApi\Exceptions\ShopApiException;
use App\ShopApi\LocalShopApi;
use App\ShopApi\ShopContext;
use Closure;

/**
 * A scripted inner adapter for CachedShopApi: counts calls, answers with the current $version, or throws
 * $failure. It extends LocalShopApi only so that methods added to the port later need nothing here.
 */
final class ScriptedShopApi extends LocalShopApi
{
    /** @var array<string, int> calls per method */
    public array $calls = [];

    public int $version = 1;

    public ?ShopApiException $failure = null;

    public function __construct(private ShopContext $shop)
    {
        parent::__construct($shop, app(Dictionaries::class), app(Catalog::class));
    }

    public function settings(): Settings
    {
        return $this->answer('settings', fn () => new Settings("+380 44 000 00 0{$this->version}", 'orders@sunrise.test'));
    }

    public function categories(): array
    {
        return $this->answer('categories', fn () => [new CategoryRecord(1, 'rolls', $this->shop->locale === 'en' ? 'Rolls' : 'Роли', null)]);
    }

    public function search(string $query): array
    {
        return $this->answer('search', fn () => [new ProductCard(9, 'philadelphia-classic', 2, $query, null, 32900, null, 270, 8, [], [], true, true, 1)]);
    }

    /** How many times a method was called. */
    public function callsOf(string $method): int
    {
        return $this->calls[$method] ?? 0;
    }

    private function answer(string $method, Closure $value): mixed
    {
        $this->calls[$method] = $this->callsOf($method) + 1;
        if ($this->failure) {
            throw $this->failure;
        }

        return $value();
    }
}
