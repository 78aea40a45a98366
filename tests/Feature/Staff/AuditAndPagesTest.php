<?php

use App\Models\StaffAuditEntry;
use App\Shop\Ordering\OrderStatus;
use App\Staff\StaffRole;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The staff pages in both languages, never indexed nor cached; the audit trail on the order page and the manager's page.

it('renders every staff page in both languages, not indexed and never cached', function (string $path, string $component, string $prefix, string $tag) {
    Staff::signIn(StaffRole::Manager);
    $order = Staff::order(OrderStatus::New);
    $url = $prefix.str_replace('{order}', $order->number, $path);

    $this->get($url)->assertOk()
        ->assertHeader('X-Robots-Tag', 'noindex, nofollow')
        ->assertHeader('Cache-Control', 'no-store, private')
        ->assertSee('<html lang="'.$tag.'">', false)
        ->assertSee('<meta name="robots" content="noindex, nofollow">', false)
        ->assertDontSee('hreflang', false)
        ->assertInertia(fn ($page) => $page->component($component)->where('locale', $prefix === '' ? 'uk' : 'en')->missing('urls')->etc());
})->with([
    'board' => ['/staff/board', 'staff/board'],
    'orders' => ['/staff/orders', 'staff/orders/index'],
    'order' => ['/staff/orders/{order}', 'staff/orders/show'],
    'stop-list' => ['/staff/stop-list', 'staff/stop-list'],
    'notices' => ['/staff/notices', 'staff/notices'],
    'reports' => ['/staff/reports', 'staff/reports'],
    'accounts' => ['/staff/accounts', 'staff/accounts'],
    'audit' => ['/staff/audit', 'staff/audit'],
])->with([
    'uk' => ['', 'uk-UA'],
    'en' => ['/en', 'en-US'],
]);

it('renders the sign-in page for a guest in both languages, not indexed and never cached', function (string $prefix, string $tag) {
    $this->get("$prefix/staff/login")->assertOk()
        ->assertHeader('X-Robots-Tag', 'noindex, nofollow')
        ->assertHeader('Cache-Control', 'no-store, private')
        ->assertSee('<html lang="'.$tag.'">', false)
        ->assertInertia(fn ($page) => $page->component('staff/login')->where('staff', null)->etc());
})->with([
    'uk' => ['', 'uk-UA'],
    'en' => ['/en', 'en-US'],
]);

it('marks redirects and errors of the staff area not indexed and never cached', function () {
    $this->get('/staff/board')->assertRedirect('/staff/login')->assertHeader('Cache-Control', 'no-store, private')->assertHeader('X-Robots-Tag', 'noindex, nofollow');
    Staff::signIn(StaffRole::Kitchen);
    $this->get('/staff/reports')->assertForbidden()->assertHeader('Cache-Control', 'no-store, private')->assertInertia(fn ($page) => $page->component('staff/error')->where('status', 403)->etc());
    $this->get('/en/staff/orders/SR-1')->assertNotFound()->assertHeader('X-Robots-Tag', 'noindex, nofollow')->assertInertia(fn ($page) => $page->component('staff/error')->where('locale', 'en')->etc());
});

it('is not served by a storefront node (SHOP_API=http)', function () {
    config(['shop.api.driver' => 'http']);

    $this->get('/staff/login')->assertNotFound();
    $this->withHeaders(Staff::json())->postJson('/en/staff/login', ['email' => 'a@b.test', 'password' => 'x'])->assertNotFound();
});

it('links a staff page to the same page in the other language', function () {
    Staff::signIn(StaffRole::Operator);
    $order = Staff::order();

    Staff::visit("/staff/orders/{$order->number}")->assertJsonPath('props.alternates', ['uk' => "/staff/orders/{$order->number}", 'en' => "/en/staff/orders/{$order->number}"]);
    Staff::visit('/en/staff/orders?status=new')->assertJsonPath('props.alternates.uk', '/staff/orders?status=new');
});

it('keeps the staff routes out of the storefront\'s route list', function () {
    expect(file_get_contents(resource_path('js/ziggy.js')))->not->toContain('staff');
});

it('shows an order\'s staff actions on its page: who, when, before and after', function () {
    $order = Staff::order(OrderStatus::New);
    $order->statusHistory()->create(['from' => null, 'to' => 'new']);
    $member = Staff::signIn(StaffRole::Operator);
    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/move", ['from' => 'new', 'to' => 'accepted'])->assertOk();

    Staff::visit("/staff/orders/{$order->number}")->assertOk()
        ->assertJsonPath('props.order.audit.0.by', $member->name)
        ->assertJsonPath('props.order.audit.0.action', 'order.status')
        ->assertJsonPath('props.order.audit.0.before.status', 'new')
        ->assertJsonPath('props.order.audit.0.after.status', 'accepted')
        ->assertJsonPath('props.order.status_history.0.by', null)
        ->assertJsonPath('props.order.status_history.1.by', $member->name);
});

it('lists the audit trail for a manager, newest first, by kind, staff member and day', function () {
    $manager = Staff::signIn(StaffRole::Manager);
    $operator = Staff::member(StaffRole::Operator);
    $order = Staff::order(OrderStatus::New);
    $audit = app(\App\Staff\Audit::class);
    $audit->record('order.status', $order, ['status' => 'new'], ['status' => 'accepted'], $operator);
    $audit->record('stop_list.add', ['product', 7], ['stopped' => false], ['stopped' => true], $manager);

    Staff::visit('/staff/audit')->assertJsonCount(2, 'props.entries')->assertJsonPath('props.entries.0.action', 'stop_list.add')
        ->assertJsonPath('props.entries.1.order_number', $order->number);
    Staff::visit('/staff/audit?kind=order')->assertJsonCount(1, 'props.entries')->assertJsonPath('props.entries.0.by', $operator->name);
    Staff::visit("/staff/audit?staff={$manager->id}")->assertJsonCount(1, 'props.entries')->assertJsonPath('props.entries.0.subject_id', '7');
    Staff::visit('/staff/audit?date=2001-01-01')->assertJsonCount(0, 'props.entries');
    Staff::visit('/staff/audit?kind=bogus&staff=x&date=nope')->assertOk()->assertJsonCount(2, 'props.entries');
});

it('keeps the trail when the account is gone, under the name it had', function () {
    Staff::signIn(StaffRole::Manager);
    $operator = Staff::member(StaffRole::Operator, ['name' => 'Колишній оператор']);
    app(\App\Staff\Audit::class)->record('order.status', Staff::order(), null, null, $operator);

    $operator->delete();

    expect(StaffAuditEntry::query()->sole())->staff_member_id->toBeNull()->staff_name->toBe('Колишній оператор');
});
