<?php

use App\Models\Order;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Support\Facades\DB;
use Tests\Feature\Privacy\PrivacyFixtures;

// Guest orders keep their personal fields SHOP_PERSONAL_DATA_DAYS days; then the scheduler erases them.

beforeEach(function () {
    seedShop();
    config(['shop.privacy.personal_data_days' => 30]);
});

it('erases the personal fields of guest orders older than the setting, keeping the figures and lines', function () {
    $old = PrivacyFixtures::guestOrder(31);
    $recent = PrivacyFixtures::guestOrder(29);
    $customers = PrivacyFixtures::history(PrivacyFixtures::stranger(), 'Account Street', 'Account comment');
    DB::table('orders')->whereIn('id', [$customers[0]->id, $customers[1]->id])->update(['created_at' => now()->subDays(400)]);
    $figures = PrivacyFixtures::figures([$old->id]);

    $this->artisan('shop:erase-personal-data')->expectsOutputToContain('1 guest order')->assertSuccessful();

    $old->refresh();
    expect([$old->name, $old->phone, $old->address, $old->comment, $old->client_key])->toBe(['видалений клієнт', '', null, null, null])
        ->and($old->personal_data_erased_at)->not->toBeNull()
        ->and(PrivacyFixtures::figures([$old->id]))->toBe($figures)
        ->and($recent->refresh()->phone)->toBe('380931234567')
        ->and($recent->comment)->toBe('Guest comment')
        // A customer's orders stay theirs (they are erased when the account is deleted).
        ->and(Order::query()->whereKey($customers[0]->id)->value('comment'))->toBe('Account comment');

    // A second run finds nothing left to erase.
    $this->artisan('shop:erase-personal-data')->expectsOutputToContain('0 guest order')->assertSuccessful();
});

it('runs daily on the scheduler', function () {
    $event = collect(app(Schedule::class)->events())->first(fn ($e) => str_contains((string) $e->command, 'shop:erase-personal-data'));

    expect($event)->not->toBeNull()
        ->and($event->expression)->toBe('10 4 * * *');
});
