<?php

use App\Shop\Privacy\PersonalData;
use Database\Seeders\CustomerSeeder;
use Tests\Feature\Contract\OpenApi;
use Tests\Feature\Privacy\PrivacyFixtures;
use Tests\Support\SeededShop;

// "Download my data": every section of the customer's data, nothing of anyone else's; rate limited; both languages.

beforeEach(function () {
    seedShop();
    $this->olena = PrivacyFixtures::olena();
    $this->orders = PrivacyFixtures::history($this->olena, 'Khreshchatyk Olena', 'Olena comment');
    $this->stranger = PrivacyFixtures::stranger();
    $this->strangerOrders = PrivacyFixtures::history($this->stranger, 'Stranger Street', 'Stranger comment');
});

it('gives the customer every section of their data and none of another customer\'s, through the API', function (string $language) {
    $response = $this->getJson('/api/account/export', ['Authorization' => 'Bearer '.SeededShop::customerToken(), 'Accept-Language' => $language])
        ->assertOk()->assertHeader('Cache-Control', 'no-store, private');
    OpenApi::document()->assertResponse($response, 'GET', '/api/account/export');
    $data = $response->json('data');
    $order = collect($data['orders'])->firstWhere('number', $this->orders[0]->number);

    expect(array_keys($data))->toBe(['exported_at', ...PersonalData::SECTIONS])
        ->and($data['profile'])->toMatchArray(['name' => 'Олена', 'surname' => 'Коваль', 'birthday' => '1992-05-14', 'phone' => CustomerSeeder::PHONE])
        ->and(array_column($data['addresses'], 'street'))->toContain('Khreshchatyk Olena')
        ->and(array_column($data['orders'], 'number'))->toContain($this->orders[0]->number, $this->orders[1]->number)
        ->and($order['lines'][0])->toMatchArray(['quantity' => 2, 'unit_price' => 20500, 'name' => $language === 'en' ? 'Philadelphia' : 'Філадельфія'])
        ->and($order['payments'][0])->toMatchArray(['amount' => 47000, 'status' => 'paid'])
        ->and($order['refunds'][0])->toMatchArray(['amount' => 5000])
        ->and($order['comment'])->toBe('Olena comment')
        ->and($order['address']['street'])->toBe('Khreshchatyk Olena')
        ->and($data['bonuses']['ledger'])->toHaveCount(4)
        ->and($data['bonuses']['balance'])->toBe(array_sum(array_column($data['bonuses']['ledger'], 'amount')))
        ->and($data['reviews'][0])->toMatchArray(['rating' => 5, 'body' => 'Tasty, said Олена'])
        ->and($data['favorites'])->toHaveCount(2)
        ->and($data['referrals']['friends'][0]['name'])->toBe('Андрій')
        ->and($data['referrals']['referred_by'])->toBeFalse();

    $text = $response->getContent();
    foreach ([PrivacyFixtures::STRANGER_PHONE, 'Zakhar', 'Stranger Street', 'Stranger comment', $this->strangerOrders[0]->number, $this->strangerOrders[1]->number] as $foreign) {
        expect($text)->not->toContain($foreign);
    }
})->with(['ua', 'en']);

it('downloads the file from the profile in the page\'s language', function (string $prefix, string $file, string $dish) {
    $response = $this->withCredentials()->withUnencryptedCookie('auth_token', SeededShop::customerToken())->get("$prefix/account/data")->assertOk();

    expect($response->headers->get('Content-Disposition'))->toBe('attachment; filename="'.$file.'-'.now()->format('Y-m-d').'.json"')
        ->and(collect($response->json('orders'))->firstWhere('number', $this->orders[0]->number)['lines'][0]['name'])->toBe($dish)
        ->and($response->json('profile.phone'))->toBe(CustomerSeeder::PHONE)
        ->and($response->getContent())->not->toContain('Stranger Street');
})->with([
    'uk' => ['', 'sunrise-moi-dani', 'Філадельфія'],
    'en' => ['/en', 'sunrise-my-data', 'Philadelphia'],
]);

it('is rate limited per customer', function () {
    config(['shop.rate_limits.data-export' => ['per_minute' => 2, 'per_hour' => 10]]);
    $first = SeededShop::customerToken();
    $this->withToken($first)->getJson('/api/account/export')->assertOk();
    $this->withToken($first)->getJson('/api/account/export')->assertOk();
    $response = $this->withToken($first)->getJson('/api/account/export')->assertStatus(429)->assertHeader('Retry-After');
    OpenApi::document()->assertResponse($response, 'GET', '/api/account/export');

    // Another customer has their own budget.
    $this->app['auth']->forgetGuards();
    $this->withToken(SeededShop::customerToken(PrivacyFixtures::STRANGER_PHONE))->getJson('/api/account/export')->assertOk();
});

it('counts the storefront\'s and the API\'s downloads against one limit per customer', function (string $prefix) {
    config(['shop.rate_limits.data-export' => ['per_minute' => 2, 'per_hour' => 10]]);
    $token = SeededShop::customerToken();
    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->getJson("$prefix/account/data")->assertOk();
    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->getJson("$prefix/account/data")->assertOk();
    $this->flushHeaders();

    // A second token of the same customer changes nothing: the customer is counted, not the token.
    $response = $this->withToken(SeededShop::customerToken())->getJson('/api/account/export')->assertStatus(429);
    expect((int) $response->headers->get('Retry-After'))->toBeGreaterThan(0)->toBeLessThanOrEqual(60);
    OpenApi::document()->assertResponse($response, 'GET', '/api/account/export');
    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->getJson("$prefix/account/data")->assertStatus(429)->assertHeader('Retry-After');

    // Another customer keeps their own.
    $this->app['auth']->forgetGuards();
    $this->withToken(SeededShop::customerToken(PrivacyFixtures::STRANGER_PHONE))->getJson('/api/account/export')->assertOk();
})->with(['uk' => [''], 'en' => ['/en']]);

it('counts an API download against the storefront\'s limit too', function () {
    config(['shop.rate_limits.data-export' => ['per_minute' => 2, 'per_hour' => 10]]);
    $token = SeededShop::customerToken();
    $this->withToken($token)->getJson('/api/account/export')->assertOk();
    $this->withToken($token)->getJson('/api/account/export')->assertOk();
    $this->flushHeaders();
    $this->app['auth']->forgetGuards();

    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->getJson('/en/account/data')->assertStatus(429)->assertHeader('Retry-After')
        ->assertJsonPath('message', fn (string $m) => str_contains($m, 'Too many'));
});

it('answers the profile\'s download over its limit with a JSON 429 in the page\'s language', function (string $prefix, string $words) {
    config(['shop.rate_limits.data-export' => ['per_minute' => 1, 'per_hour' => 10]]);
    $token = SeededShop::customerToken();
    $statuses = [];
    foreach (range(1, 3) as $i) {
        $response = $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->getJson("$prefix/account/data");
        $statuses[] = $response->status();
    }

    expect($statuses[0])->toBe(200)->and($statuses[2])->toBe(429)
        ->and($response->json('message'))->toContain($words);
})->with(['uk' => ['', 'Забагато'], 'en' => ['/en', 'Too many']]);

it('answers 401 without a sign-in', function () {
    $this->withCredentials()->getJson('/en/account/data')->assertUnauthorized();
    $response = $this->getJson('/api/account/export')->assertUnauthorized();
    OpenApi::document()->assertResponse($response, 'GET', '/api/account/export');
});
