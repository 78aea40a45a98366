<?php

use App\Models\OpeningHoursOverride;
use App\Models\ShopSetting;
use App\Models\StaffAuditEntry;
use App\Shop\Ordering\Slots;
use App\Staff\StaffRole;
use Carbon\CarbonImmutable;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;

// What the floor tells customers: the alert banner and the attention popup, and the hours of single dates.

beforeEach(function () {
    seedShop();
    $this->travelTo(Fx::noon());
});

it('changes the alert banner and the attention popup in both languages, and the storefront shows them at once', function () {
    Staff::signIn(StaffRole::Operator);
    $this->get('/menu')->assertOk(); // the storefront caches the alerts

    Staff::staffTexts([
        'alert_message' => ['uk' => 'Сьогодні працюємо до 20:00', 'en' => 'Open until 8 pm today'],
        'alert_popup_message' => ['uk' => 'Доставка затримується', 'en' => 'Deliveries run late'],
    ])->assertRedirect('/staff/notices')->assertSessionHasNoErrors();
    expect(Staff::toast())->toBe('Збережено.');
    Staff::visit('/staff/notices')->assertJsonPath('props.texts.alert_message.en', 'Open until 8 pm today');

    $this->get('/menu')->assertInertia(fn ($page) => $page->where('alerts.message', 'Сьогодні працюємо до 20:00')->where('alerts.popup', 'Доставка затримується')->etc());
    $this->get('/en/menu')->assertInertia(fn ($page) => $page->where('alerts.message', 'Open until 8 pm today')->etc());
});

it('hides a notice whose texts are emptied, keeping the shop\'s other options', function () {
    Staff::signIn(StaffRole::Manager);
    $options = ShopSetting::valueOf('options', []);

    Staff::staffTexts(['alert_message' => ['uk' => '', 'en' => ' '], 'alert_popup_message' => ['uk' => null, 'en' => null]])->assertRedirect('/staff/notices')->assertSessionHasNoErrors();

    $after = ShopSetting::valueOf('options', []);
    expect($after)->not->toHaveKey('alert_message')->not->toHaveKey('alert_popup_message')
        ->and(array_diff_key($after, array_flip(['alert_message', 'alert_popup_message'])))->toBe(array_diff_key($options, array_flip(['alert_message', 'alert_popup_message'])));
    $this->get('/en/menu')->assertInertia(fn ($page) => $page->where('alerts.message', null)->etc());
});

it('records a change of the texts with before and after, and nothing when nothing changed', function () {
    $member = Staff::signIn(StaffRole::Operator);
    $texts = ['alert_message' => ['uk' => 'Новина', 'en' => 'News'], 'alert_popup_message' => ['uk' => '', 'en' => '']];

    Staff::staffTexts($texts)->assertRedirect('/staff/notices')->assertSessionHasNoErrors();
    Staff::staffTexts($texts)->assertRedirect('/staff/notices')->assertSessionHasNoErrors();

    $entry = StaffAuditEntry::query()->where('action', 'notice.update')->sole();
    expect($entry->staff_member_id)->toBe($member->id)->and($entry->after['alert_message'])->toBe(['uk' => 'Новина', 'en' => 'News']);
});

it('refuses texts that are too long or of an unknown kind', function () {
    Staff::signIn(StaffRole::Operator);

    $options = ShopSetting::valueOf('options', []);

    Staff::staffTexts(['alert_message' => ['uk' => str_repeat('я', 501), 'en' => '']])->assertRedirect('/staff/notices')->assertSessionHasErrors('texts.alert_message.uk');
    Staff::staffTexts(['footer' => ['uk' => 'x', 'en' => 'x']])->assertRedirect('/staff/notices')->assertSessionHasErrors('texts');
    Staff::staffTexts(['alert_message' => ['de' => 'x']])->assertRedirect('/staff/notices')->assertSessionHasErrors('texts.alert_message');

    expect(ShopSetting::valueOf('options', []))->toBe($options)->and(StaffAuditEntry::query()->where('action', 'notice.update')->exists())->toBeFalse();
});

it('closes a restaurant for a date: that day offers no delivery or pickup time', function () {
    Staff::signIn(StaffRole::Operator);
    $kitchen = Fx::restaurant();
    $schedule = fn () => collect(app(Slots::class)->schedule($kitchen, 45, CarbonImmutable::now())['days'])->firstWhere('date', '2026-06-12');
    expect($schedule()['closed'])->toBeFalse()->and($schedule()['slots'])->not->toBeEmpty();

    Staff::staffHours(['restaurant_id' => $kitchen->id, 'date' => '2026-06-12', 'closed' => true, 'note' => 'Свято'])->assertRedirect('/staff/notices')->assertSessionHasNoErrors();

    expect($schedule())->toMatchArray(['closed' => true, 'slots' => []]);
});

it('sets other hours for a date, for every restaurant, and "as soon as possible" follows them today', function () {
    Staff::signIn(StaffRole::Manager);
    $kitchen = Fx::restaurant();

    Staff::staffHours(['restaurant_id' => null, 'date' => '2026-06-10', 'closed' => false, 'opens_at' => '08:00', 'closes_at' => '11:00'])->assertRedirect('/staff/notices')->assertSessionHasNoErrors();

    $today = collect(app(Slots::class)->schedule($kitchen, 45, CarbonImmutable::now())['days'])->firstWhere('date', '2026-06-10');
    expect(app(Slots::class)->asapRefusal($kitchen, CarbonImmutable::now()))->toBe('closed')
        ->and($today['slots'])->toBe([]);
    // Tomorrow keeps the weekly hours.
    $tomorrow = collect(app(Slots::class)->schedule($kitchen, 45, CarbonImmutable::now())['days'])->firstWhere('date', '2026-06-11');
    expect($tomorrow['slots'][0]['time'])->toBe('10:30');
});

it('prefers a restaurant\'s own hours of a date to those of every restaurant', function () {
    Staff::signIn(StaffRole::Manager);
    $kitchen = Fx::restaurant();

    Staff::staffHours(['restaurant_id' => null, 'date' => '2026-06-13', 'closed' => true])->assertRedirect('/staff/notices')->assertSessionHasNoErrors();
    Staff::staffHours(['restaurant_id' => $kitchen->id, 'date' => '2026-06-13', 'closed' => false, 'opens_at' => '12:00', 'closes_at' => '16:00'])->assertRedirect('/staff/notices')->assertSessionHasNoErrors();

    $day = collect(app(Slots::class)->schedule($kitchen, 45, CarbonImmutable::now())['days'])->firstWhere('date', '2026-06-13');
    expect($day['closed'])->toBeFalse()->and($day['slots'][0]['time'])->toBe('12:30')->and(last($day['slots'])['time'])->toBe('16:00');
});

it('replaces the hours of a date it already has, and removes them', function () {
    Staff::signIn(StaffRole::Operator);

    Staff::staffHours(['date' => '2026-06-14', 'closed' => true])->assertRedirect('/staff/notices')->assertSessionHasNoErrors();
    Staff::staffHours(['date' => '2026-06-14', 'closed' => false, 'opens_at' => '11:00', 'closes_at' => '15:00'])->assertRedirect('/staff/notices')->assertSessionHasNoErrors();
    $page = Staff::visit('/staff/notices')->assertJsonCount(1, 'props.overrides');
    $id = $page->json('props.overrides.0.id');

    Staff::send('DELETE', "/staff/hours/$id", [], '/staff/notices')->assertStatus(303)->assertRedirect('/staff/notices');
    expect(Staff::toast())->toBe('Видалено.');
    Staff::visit('/staff/notices')->assertJsonCount(0, 'props.overrides');
    Staff::send('DELETE', "/staff/hours/$id", [], '/staff/notices')->assertNotFound();

    expect(OpeningHoursOverride::query()->count())->toBe(0)
        ->and(StaffAuditEntry::query()->where('action', 'like', 'hours.%')->orderBy('id')->pluck('action')->all())->toBe(['hours.save', 'hours.save', 'hours.delete']);
});

it('refuses a past date, times that are not HH:MM, and closing before opening', function () {
    Staff::signIn(StaffRole::Operator);

    Staff::staffHours(['date' => '2026-06-09', 'closed' => true])->assertRedirect('/staff/notices')->assertSessionHasErrors(['date' => 'Дата вже минула.']);
    Staff::staffHours(['date' => '2026-06-15', 'closed' => false, 'opens_at' => '25:00', 'closes_at' => '22:00'])->assertRedirect('/staff/notices')->assertSessionHasErrors('opens_at');
    Staff::staffHours(['date' => '2026-06-15', 'closed' => false, 'opens_at' => '18:00', 'closes_at' => '10:00'])->assertRedirect('/staff/notices')->assertSessionHasErrors('closes_at');
    Staff::staffHours(['date' => 'tomorrow', 'closed' => true])->assertRedirect('/staff/notices')->assertSessionHasErrors('date');
    Staff::staffHours(['date' => '2026-06-15', 'closed' => true, 'restaurant_id' => 999999])->assertRedirect('/staff/notices')->assertSessionHasErrors('restaurant_id');

    expect(OpeningHoursOverride::query()->count())->toBe(0);
});
