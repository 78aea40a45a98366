<?php

namespace Tests\Feature\Staff;

use App\Jobs\CheckRefund;
use App\Models\BonusTransaction;
use App\Models\Customer;
use App\Models\Ingredient;
use App\Models\OpeningHoursOverride;
use App\Models\Order;
use App\Models\OrderLine;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Models\Restaurant;
use App\Models\StaffAuditEntry;
use App\Models\StaffMember;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Shop\Payments\Payments;
use App\Shop\Payments\SandboxGateway;
use App\Shop\Sms\SendSms;
use App\Staff\Reports\Figures;
use App\Staff\StaffRole;
use Carbon\CarbonImmutable;
use Illuminate\Log\Events\MessageLogged;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Support\SlowFigures;

/** Staff accounts, signed-in requests and orders as the staff tests use them. */
final class StaffFixtures
{
    public const PASSWORD = 'correct-horse-battery';

    public static function member(StaffRole|string $role = StaffRole::Operator, array $attributes = []): StaffMember
    {
        $role = $role instanceof StaffRole ? $role : StaffRole::from($role);

        return StaffMember::query()->create($attributes + [
            'name' => ucfirst($role->value).' '.Str::random(4),
            'email' => $role->value.'-'.Str::lower(Str::random(8)).'@staff.test',
            'role' => $role,
            'password' => self::PASSWORD,
            'active' => true,
        ]);
    }

    /** Sign a staff member in for the following requests of the test (the session carries the account's version and
     *  an id recorded on the server, as a real sign-in's). */
    public static function signIn(StaffMember|StaffRole|string $who = StaffRole::Operator): StaffMember
    {
        $member = $who instanceof StaffMember ? $who : self::member($who);
        if (! $who instanceof StaffMember && $member->role === StaffRole::Kitchen) {
            self::everywhereKitchen($member);
        }
        test()->actingAs($member, 'staff')->withSession(app(\App\Staff\StaffSessions::class)->sessionData($member));

        return $member;
    }

    /** An Inertia visit of a staff page: its page object as JSON. */
    public static function visit(string $url): \Illuminate\Testing\TestResponse
    {
        return test()->get($url, ['X-Inertia' => 'true', 'X-Inertia-Version' => (string) (new \App\Http\Middleware\HandleInertiaRequests)->version(request())]);
    }

    /** The headers of an Inertia form visit (useForm's put/post/delete, router.put…). */
    public static function inertia(): array
    {
        return ['X-Inertia' => 'true', 'X-Requested-With' => 'XMLHttpRequest', 'Accept' => 'text/html, application/xhtml+xml'];
    }

    /**
     * A staff form's save as Inertia sends it (a JSON body, from the page at $from, the URL itself by default). It
     * answers a redirect: back (or to a created record) with a flash toast, or back with the errors bag in the session.
     */
    public static function send(string $method, string $url, array $data = [], ?string $from = null): \Illuminate\Testing\TestResponse
    {
        return test()->json($method, $url, $data, self::inertia() + ['Referer' => $from ?? $url]);
    }

    /** A photo form as Inertia sends it: multipart, a POST spoofed as PUT (_method), from the record's edit page. */
    public static function upload(string $url, array $data, ?string $from = null): \Illuminate\Testing\TestResponse
    {
        return test()->post($url, ['_method' => 'PUT'] + $data, self::inertia() + ['Referer' => $from ?? $url]);
    }

    /** The first message of a field (its name may have dots, "name.uk") in the errors bag of the last save. */
    public static function error(string $field): ?string
    {
        return session('errors')?->first($field) ?: null;
    }

    /** The flash toast a staff form's save left for the next page. */
    public static function toast(): ?string
    {
        return session(\Inertia\Support\SessionKey::FLASH_DATA)['toast']['message'] ?? null;
    }

    /** @var array{0: \WeakReference<object>, 1: list<int>}|null the test and its kitchens that work for every restaurant */
    private static ?array $everywhereKitchens = null;

    /**
     * A kitchen signed in by its role works for every restaurant of the test, as the demo kitchen does (a kitchen with
     * none assigned sees nothing): the restaurants there are now, and those of the orders Staff::order makes later.
     */
    public static function everywhereKitchen(StaffMember $kitchen): void
    {
        if (! self::sameTest()) {
            self::$everywhereKitchens = [\WeakReference::create(\Pest\TestSuite::getInstance()->test), []];
        }
        self::$everywhereKitchens[1][] = $kitchen->id;
        $kitchen->restaurants()->syncWithoutDetaching(Restaurant::query()->pluck('id'));
    }

    private static function sameTest(): bool
    {
        return self::$everywhereKitchens !== null && self::$everywhereKitchens[0]->get() === \Pest\TestSuite::getInstance()->test;
    }

    /** A restaurant made after an everywhere kitchen signed in is its too. */
    private static function joinEverywhereKitchens(?int $restaurantId): void
    {
        if ($restaurantId === null || ! self::sameTest()) {
            return;
        }
        foreach (self::$everywhereKitchens[1] as $id) {
            $kitchen = StaffMember::query()->findOrFail($id);
            $kitchen->restaurants()->syncWithoutDetaching([$restaurantId]);
            app(\App\Staff\Kitchens\RestaurantScope::class)->forget($kitchen);
        }
    }

    /** A JSON call as the staff pages make it. */
    public static function json(): array
    {
        return ['Accept' => 'application/json', 'X-Requested-With' => 'XMLHttpRequest'];
    }

    /** A delivery order (cash) in a status, with one line. */
    public static function order(OrderStatus $status = OrderStatus::New, array $attributes = []): Order
    {
        $order = Order::factory()->create($attributes + [
            'status' => $status,
            'order_type' => 'delivery',
            'address' => ['street' => 'Хрещатик', 'house' => '1'],
            'phone' => '380501112233',
            'locale' => 'uk',
        ]);
        $order->lines()->create([
            'product_id' => null, 'name' => ['uk' => 'Філадельфія', 'en' => 'Philadelphia'], 'slug' => 'philadelphia', 'image' => null,
            'quantity' => 2, 'unit_price' => 25000, 'modifiers' => [['id' => 1, 'name' => ['uk' => 'Імбир', 'en' => 'Ginger'], 'price' => 0, 'quantity' => 1]],
            'line_total' => 50000,
        ]);
        self::joinEverywhereKitchens($order->restaurant_id);

        return $order->refresh();
    }

    public static function pickup(OrderStatus $status = OrderStatus::New, array $attributes = []): Order
    {
        return self::order($status, $attributes + ['order_type' => 'pickup', 'address' => null]);
    }

    public static function restaurant(): Restaurant
    {
        $restaurant = Restaurant::factory()->create();
        self::joinEverywhereKitchens($restaurant->id);

        return $restaurant;
    }

    /** A card order paid through the sandbox: a payment order, Pay on the hosted page, the confirmed transaction. */
    public static function paidSandboxOrder(int $total = 50000, OrderStatus $status = OrderStatus::Accepted): Order
    {
        $order = self::order($status, ['payment_type' => PaymentType::CardOnline->value, 'total' => $total]);
        $payment = app(Payments::class)->start($order);
        $sandbox = app(SandboxGateway::class);
        parse_str((string) parse_url((string) $sandbox->complete($sandbox->paymentOrder($payment->order_code), pay: true), PHP_URL_QUERY), $query);
        app(Payments::class)->confirm($query['t'], $payment->order_code);

        return $order->refresh();
    }

    /** An accounts page form (an Inertia visit from /staff/accounts): POST creates, PUT changes, DELETE ends sessions. */
    public static function staffAccountCall(string $method, string $url, array $body = []): \Illuminate\Testing\TestResponse
    {
        return self::send($method, $url, $body, '/staff/accounts');
    }

    public static function staffFeed(?string $etag = null, array $query = [], string $prefix = ''): \Illuminate\Testing\TestResponse
    {
        return test()->withHeaders(self::json() + ($etag ? ['If-None-Match' => $etag] : []))->getJson("$prefix/staff/board/feed".($query ? '?'.http_build_query($query) : ''));
    }

    public static function staffCancel(Order $order, array $body = []): \Illuminate\Testing\TestResponse
    {
        return test()->withHeaders(self::json())->postJson("/staff/orders/{$order->number}/cancel", $body + ['from' => $order->status->value, 'reason' => 'customer_request']);
    }

    public static function staffRefund(Order $order, array $body = []): \Illuminate\Testing\TestResponse
    {
        return test()->withHeaders(self::json())->postJson("/staff/orders/{$order->number}/refund", $body);
    }

    /** A card order paid through Viva (its payment with the finished transaction). */
    public static function staffVivaPaidOrder(int $total = 50000): Order
    {
        config([
            'shop.payments.driver' => 'viva',
            'shop.payments.viva.merchant_id' => 'merchant-1',
            'shop.payments.viva.api_key' => 'api-key-1',
        ]);
        $order = self::order(OrderStatus::Accepted, ['payment_type' => PaymentType::CardOnline->value, 'total' => $total, 'payment_status' => PaymentStatus::Paid]);
        $order->payments()->create([
            'driver' => 'viva', 'order_code' => '1272214778972604', 'amount' => $total, 'currency_code' => 980, 'status' => 'paid',
            'transaction_id' => STAFF_VIVA_TRANSACTION, 'status_id' => 'F', 'redirect_url' => 'https://demo.vivapayments.com/web/checkout?ref=1272214778972604',
        ]);

        return $order;
    }

    /** The two ways' figures, with the lists whose order the slow way left to the database put in one order. */
    public static function figuresBothWays(string $from, string $to, string $locale = 'uk'): array
    {
        $tz = config('shop.ordering.timezone');
        [$f, $t] = [CarbonImmutable::parse($from, $tz), CarbonImmutable::parse($to, $tz)];
        $canon = function (array $figures) {
            usort($figures['reasons'], fn ($a, $b) => [$b['count'], (string) $a['reason']] <=> [$a['count'], (string) $b['reason']]);
            ksort($figures['byType']);

            return $figures;
        };

        return [$canon(app(Figures::class)->between($f, $t, $locale)), $canon(app(SlowFigures::class)->between($f, $t, $locale))];
    }

    public static function ingredientNamed(string $slug): Ingredient
    {
        return Ingredient::query()->where('slug', $slug)->firstOrFail();
    }

    public static function kyivAt(string $time): CarbonImmutable
    {
        return CarbonImmutable::parse(Fx::noon()->setTimezone('Europe/Kyiv')->format('Y-m-d').' '.$time, 'Europe/Kyiv');
    }

    /** The cart check at a restaurant of one line of each slug: slug => orderable. */
    public static function orderableAt(int $restaurantId, array $slugs): array
    {
        $items = array_map(fn (string $slug) => ['id' => Fx::product($slug)->id, 'quantity' => 1, 'modifiers' => []], $slugs);
        $lines = test()->postJson('/en/cart/check', ['items' => $items, 'restaurant_id' => $restaurantId])->assertOk()->json('data.lines');

        return array_combine($slugs, array_column($lines, 'orderable'));
    }

    public static function podilKitchen(): StaffMember
    {
        $kitchen = self::member(StaffRole::Kitchen);
        $kitchen->restaurants()->attach(test()->podil->id);

        return self::signIn($kitchen);
    }

    public static function boardNumbers(array $query = [], string $prefix = ''): array
    {
        return collect(test()->withHeaders(self::json())->getJson("$prefix/staff/board/feed".($query ? '?'.http_build_query($query) : ''))->assertOk()->json('tickets'))->pluck('number')->all();
    }

    public static function staffTexts(array $texts): \Illuminate\Testing\TestResponse
    {
        return self::send('PUT', '/staff/notices', ['texts' => $texts]);
    }

    public static function staffHours(array $body): \Illuminate\Testing\TestResponse
    {
        return self::send('POST', '/staff/hours', $body, '/staff/notices');
    }

    /** An order taken by phone through the real placement (a delivery to the center, as soon as possible, 2 rolls).
     *  @param  array<string, mixed>  $overrides */
    public static function correctionPlacedOrder(array $overrides = []): Order
    {
        self::signIn(StaffRole::Operator);
        self::sendPhoneOrder(self::phoneOrderForm($overrides + ['change_from' => null]))->assertSessionHasNoErrors();
        Queue::fake([SendSms::class]);

        return Order::query()->whereNotNull('taken_by_staff_id')->latest('id')->firstOrFail();
    }

    /** The correction form as the edit page sends it: the order's address, as soon as possible, $quantity rolls.
     *  @param  array<string, mixed>  $overrides
     *  @return array<string, mixed> */
    public static function correctionForm(int $quantity = 3, array $overrides = []): array
    {
        return array_replace([
            'items' => [['id' => Fx::product()->id, 'quantity' => $quantity, 'modifiers' => []]],
            'region_id' => Fx::region()->id,
            'street' => 'вул. Ярославів Вал',
            'house' => '14',
            'entrance' => null,
            'floor' => null,
            'apartment' => null,
            'courier_comment' => null,
            'slot' => null,
        ], $overrides);
    }

    public static function correctionSend(Order $order, array $form, string $prefix = ''): \Illuminate\Testing\TestResponse
    {
        return self::send('PUT', "$prefix/staff/orders/{$order->number}", $form, "$prefix/staff/orders/{$order->number}/edit");
    }

    /** What a refused correction must leave as it was. */
    public static function correctionState(Order $order): array
    {
        $order->refresh();

        return [
            $order->only(['total', 'subtotal', 'delivery_fee', 'discount', 'address', 'asap', 'slot_at', 'promo_code_id', 'status', 'payment_status']),
            OrderLine::query()->where('order_id', $order->id)->get(['product_id', 'quantity', 'line_total'])->toArray(),
            Payment::query()->count(), PaymentRefund::query()->count(), StaffAuditEntry::query()->where('action', 'order.correct')->count(),
        ];
    }

    /** The customer pays a card order from its payment link through the sandbox (as the phone order's link). */
    public static function correctionPayByLink(Order $order): void
    {
        $pay = test()->post("/pay/{$order->token}", [], ['X-Inertia' => 'true'])->assertStatus(409);
        parse_str((string) parse_url((string) $pay->headers->get('X-Inertia-Location'), PHP_URL_QUERY), $query);
        $sandbox = app(\App\Shop\Payments\SandboxGateway::class);
        $back = (string) $sandbox->complete($sandbox->paymentOrder($query['ref']), pay: true);
        test()->get(parse_url($back, PHP_URL_PATH).'?'.parse_url($back, PHP_URL_QUERY));
    }

    /** A card order taken by phone ($quantity rolls) and paid from its link. */
    public static function correctionPaidCardOrder(int $quantity): Order
    {
        $order = self::correctionPlacedOrder(['payment_type' => PaymentType::CardOnline->value, 'items' => [['id' => Fx::product()->id, 'quantity' => $quantity, 'modifiers' => []]]]);
        auth('staff')->logout();
        self::correctionPayByLink($order);
        expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid);
        Queue::fake([SendSms::class]);

        return $order;
    }

    public static function staffMove(Order $order, string $from, string $to, string $prefix = ''): \Illuminate\Testing\TestResponse
    {
        return test()->withHeaders(self::json())->postJson("$prefix/staff/orders/{$order->number}/move", ['from' => $from, 'to' => $to]);
    }

    /** One staff member per worker, each with their own name. @return list<int> */
    public static function raceStaff(StaffRole $role): array
    {
        return array_map(fn (int $i) => self::member($role, ['name' => "Race {$role->value} $i ".bin2hex(random_bytes(2))])->id, range(1, RACE_WORKERS));
    }

    /** SMS jobs queued for an order's phone (the workers use the database queue). */
    public static function raceSmsJobs(string $phone): int
    {
        return DB::table('jobs')->where('payload', 'like', '%SendSms%')->where('payload', 'like', '%'.$phone.'%')->count();
    }

    /** The phone form as the staff page sends it: a delivery to the center, as soon as possible, in cash.
     *  @param  array<string, mixed>  $overrides
     *  @return array<string, mixed> */
    public static function phoneOrderForm(array $overrides = []): array
    {
        return array_replace([
            'idempotency_key' => (string) Str::uuid(),
            'name' => 'Олена',
            'phone' => '050 123 45 67',
            'language' => 'uk',
            'order_type' => 'delivery',
            'region_id' => Fx::region()->id,
            'street' => 'вул. Ярославів Вал',
            'house' => '14',
            'slot' => null,
            'items' => [['id' => Fx::product()->id, 'quantity' => 2, 'modifiers' => []]],
            'persons' => 2,
            'comment' => null,
            'promo_code' => null,
            'payment_type' => 'cash',
            'change_from' => '1000',
        ], $overrides);
    }

    /** POST the phone form from its page ($prefix '' for uk, '/en' for en). */
    public static function sendPhoneOrder(array $form, string $prefix = ''): \Illuminate\Testing\TestResponse
    {
        return self::send('POST', "$prefix/staff/orders", $form, "$prefix/staff/orders/create");
    }

    /** The one order taken by phone (the seeded shop has orders of its own). */
    public static function phoneOrderTaken(): Order
    {
        return Order::query()->whereNotNull('taken_by_staff_id')->sole();
    }

    /** What a refused phone order must leave as it was. */
    public static function phoneOrderState(): array
    {
        return [Order::query()->count(), OrderLine::query()->count(), Payment::query()->count(), StaffAuditEntry::query()->count()];
    }

    /**
     * What each action needs and does: [method, url, body] built for the signed-in member. GET routes are pages (an
     * Inertia visit) unless JSON; the rest are Inertia form visits (a redirect with no errors when allowed), except the
     * JSON actions named in FORM_LESS below.
     */
    public static function staffAction(string $name, StaffMember $me): array
    {
        $order = fn (OrderStatus $s = OrderStatus::Accepted) => self::order($s);
        $other = fn () => self::member(StaffRole::Operator);

        return match ($name) {
            'board' => ['GET', '/staff/board', []],
            'board feed' => ['GET', '/staff/board/feed', []],
            'orders' => ['GET', '/staff/orders', []],
            'order page' => ['GET', '/staff/orders/'.$order()->number, []],
            'cancel' => ['POST', '/staff/orders/'.$order()->number.'/cancel', ['from' => 'accepted', 'reason' => 'duplicate']],
            'mark paid' => ['POST', '/staff/orders/'.$order(OrderStatus::OnTheWay)->number.'/paid', ['payment_status' => 'unpaid']],
            'refund' => ['POST', '/staff/orders/'.self::paidSandboxOrder()->number.'/refund', []],
            'stop-list page' => ['GET', '/staff/stop-list', []],
            // At one restaurant (a kitchen works for its restaurants; "everywhere" is the operators' and managers').
            'stop-list change' => ['PUT', '/staff/stop-list', ['type' => 'product', 'id' => \App\Models\Product::factory()->create()->id, 'restaurant_id' => self::restaurant()->id, 'stopped' => true]],
            'notices page' => ['GET', '/staff/notices', []],
            'notices change' => ['PUT', '/staff/notices', ['texts' => ['alert_message' => ['uk' => 'Сьогодні до 21:00', 'en' => 'Open until 9 pm today']]]],
            'hours change' => ['POST', '/staff/hours', ['restaurant_id' => null, 'date' => now('Europe/Kyiv')->addDays(3)->format('Y-m-d'), 'closed' => true]],
            'hours removal' => ['DELETE', '/staff/hours/'.OpeningHoursOverride::query()->create(['date' => now('Europe/Kyiv')->addDays(4)->format('Y-m-d'), 'closed' => true])->id, []],
            'reports' => ['GET', '/staff/reports', []],
            'csv export' => ['GET', '/staff/reports/orders.csv', []],
            'accounts page' => ['GET', '/staff/accounts', []],
            'account creation' => ['POST', '/staff/accounts', ['name' => 'Новий кухар', 'email' => 'new-cook@staff.test', 'role' => 'kitchen', 'password' => 'a-long-password']],
            'account change' => ['PUT', '/staff/accounts/'.($o = $other())->id, ['name' => $o->name, 'email' => $o->email, 'role' => 'kitchen', 'active' => true]],
            'password reset' => ['PUT', '/staff/accounts/'.$other()->id.'/password', ['password' => 'another-long-password']],
            'sign out another' => ['DELETE', '/staff/accounts/'.$other()->id.'/sessions', []],
            'sign out oneself' => ['DELETE', '/staff/accounts/'.$me->id.'/sessions', []],
            'audit' => ['GET', '/staff/audit', []],
        };
    }

    /** The sequential scans of the watched tables in a plan (EXPLAIN (FORMAT JSON)). */
    public static function seqScans(array $node): array
    {
        $found = ($node['Node Type'] ?? '') === 'Seq Scan' && in_array($node['Relation Name'] ?? '', PLANNED_TABLES, true) ? [$node['Relation Name']] : [];
        foreach ($node['Plans'] ?? [] as $child) {
            $found = [...$found, ...self::seqScans($child)];
        }

        return $found;
    }

    /** The friend's card order, paid in the sandbox and completed (which rewards the referrer once). */
    public static function completedFriendOrder(Customer $friend, int $total = 50000): Order
    {
        $order = self::paidSandboxOrder($total, OrderStatus::OnTheWay);
        $order->update(['customer_id' => $friend->id]);
        app(OrderLifecycle::class)->changeStatus($order->refresh(), OrderStatus::Completed);

        return $order->refresh();
    }

    public static function refundInFull(Order $order): void
    {
        test()->withHeaders(self::json())->postJson("/staff/orders/{$order->number}/refund", [])->assertOk();
    }

    /** The referrer's ledger lines of one reason. */
    public static function referrerLines(Customer $referrer, string $reason): array
    {
        return BonusTransaction::query()->where('customer_id', $referrer->id)->where('reason', $reason)->get(['amount', 'idempotency_key'])->toArray();
    }

    /** A card order of 500 ₴ paid through Viva (the paying transaction CHECK_PAID). */
    public static function checkVivaPaidOrder(OrderStatus $status = OrderStatus::Accepted): Order
    {
        config(['shop.payments.driver' => 'viva', 'shop.payments.viva.merchant_id' => 'merchant-1', 'shop.payments.viva.api_key' => 'api-key-1']);
        $order = self::order($status, ['payment_type' => PaymentType::CardOnline->value, 'total' => 50000, 'payment_status' => PaymentStatus::Paid]);
        $order->payments()->create([
            'driver' => 'viva', 'order_code' => CHECK_ORDER_CODE, 'amount' => 50000, 'currency_code' => 980, 'status' => 'paid',
            'transaction_id' => CHECK_PAID, 'status_id' => 'F', 'redirect_url' => 'https://demo.vivapayments.com/web/checkout?ref='.CHECK_ORDER_CODE,
        ]);

        return $order;
    }

    /** The critical log lines written from now on. */
    public static function criticalLines(): object
    {
        $seen = (object) ['lines' => []];
        Event::listen(MessageLogged::class, function (MessageLogged $event) use ($seen) {
            if ($event->level === 'critical') {
                $seen->lines[] = ['message' => $event->message, 'context' => $event->context];
            }
        });

        return $seen;
    }

    /** Run the queued check of a refund as the worker would. */
    public static function runCheck(PaymentRefund $refund): void
    {
        app()->call([new CheckRefund($refund->id), 'handle']);
    }

    /** A paid sandbox card order of 50 000 (two rolls) of a customer referred by another one. */
    public static function owedPaidOrder(): Order
    {
        $referrer = Customer::query()->create(['phone' => '380671119101']);
        $friend = Customer::query()->create(['phone' => '380671119102', 'referrer_id' => $referrer->id]);
        $order = self::order(OrderStatus::Accepted, ['payment_type' => PaymentType::CardOnline->value, 'total' => 50000, 'customer_id' => $friend->id]);
        $payment = app(Payments::class)->start($order);
        $sandbox = app(\App\Shop\Payments\SandboxGateway::class);
        parse_str((string) parse_url((string) $sandbox->complete($sandbox->paymentOrder($payment->order_code), pay: true), PHP_URL_QUERY), $query);
        app(Payments::class)->confirm($query['t'], $payment->order_code);

        return $order->refresh();
    }

    /** The order's row of the staff CSV, by column. */
    public static function owedCsvRow(Order $order): array
    {
        $csv = test()->get('/staff/reports/orders.csv?from=2026-06-10&to=2026-06-10')->assertOk()->streamedContent();
        $lines = array_map(fn ($line) => str_getcsv($line, ',', '"', ''), array_values(array_filter(explode("\n", ltrim($csv, "\xEF\xBB\xBF")))));
        $row = collect($lines)->first(fn (array $l) => $l[0] === $order->number);

        return array_combine($lines[0], $row);
    }

    /** A refund of one unit of a line through the staff endpoint. */
    public static function staffRefundLine(Order $order, int $lineId, string $reason = 'Холодний рол'): \Illuminate\Testing\TestResponse
    {
        return test()->withHeaders(self::json())->postJson("/staff/orders/{$order->number}/refund", ['lines' => [['line_id' => $lineId, 'quantity' => 1]], 'reason' => $reason]);
    }

    /** An order placed at a Kyiv time, with a total and a status. */
    public static function staffPlaced(string $at, int $total, OrderStatus $status = OrderStatus::Completed, array $attributes = []): Order
    {
        $order = self::order($status, ['total' => $total] + $attributes);
        Order::query()->whereKey($order->id)->update(['created_at' => CarbonImmutable::parse($at, 'Europe/Kyiv')->setTimezone(config('app.timezone'))]);

        return $order->refresh();
    }

    public static function setBusy(int $minutes, string $until, string $prefix = ''): \Illuminate\Testing\TestResponse
    {
        return test()->from("$prefix/staff/board")->put("$prefix/staff/restaurants/".Fx::restaurant()->id.'/busy', ['minutes' => $minutes, 'until' => $until]);
    }

    public static function setPause(string $until, string $prefix = ''): \Illuminate\Testing\TestResponse
    {
        return test()->from("$prefix/staff/board")->put("$prefix/staff/restaurants/".Fx::restaurant()->id.'/pause', ['until' => $until]);
    }

    public static function asapSlots(): \Illuminate\Testing\TestResponse
    {
        return test()->getJson('/checkout/slots?order_type=delivery&region_id='.Fx::region()->id)->assertOk();
    }

    /** The sign-in form's submit as Inertia sends it (from the sign-in page). */
    public static function staffSignIn(string $email, string $password, string $ip = '10.0.0.1', array $extra = [], string $prefix = ''): \Illuminate\Testing\TestResponse
    {
        test()->withServerVariables(['REMOTE_ADDR' => $ip]);

        return self::send('POST', "$prefix/staff/login", ['email' => $email, 'password' => $password] + $extra, "$prefix/staff/login");
    }

    /** Nothing of the last request's session or guard stays in this process (the guard keeps the session store it was built with). */
    public static function staffForgetProcess(): void
    {
        app('session')->forgetDrivers();
        app()->forgetInstance('session.store');
        app('auth')->forgetGuards();
    }

    /** The cookies a response set, by name. */
    public static function staffCookies(\Illuminate\Testing\TestResponse $response): array
    {
        return collect($response->headers->getCookies())->mapWithKeys(fn ($c) => [$c->getName() => $response->getCookie($c->getName())->getValue()])->all();
    }

    /** A request with only $cookies, as from another machine (nothing of the session kept in this process). */
    public static function staffReplay(array $cookies, string $url, bool $json = false): \Illuminate\Testing\TestResponse
    {
        self::staffForgetProcess();
        $request = test()->flushHeaders()->withCredentials()->withCookies($cookies);

        return $json ? $request->withHeaders(self::json())->getJson($url) : $request->get($url);
    }

    public static function staffStop(string $type, int $id, ?int $restaurant, bool $stopped): \Illuminate\Testing\TestResponse
    {
        return self::send('PUT', '/staff/stop-list', ['type' => $type, 'id' => $id, 'restaurant_id' => $restaurant, 'stopped' => $stopped]);
    }

    /** The board feed's ticket numbers (sorted) for whoever is signed in, and how many queries read the orders table for it.
     *  @return array{0: list<string>, 1: int} */
    public static function boardWithReads(): array
    {
        DB::flushQueryLog();
        DB::enableQueryLog();
        $numbers = collect(test()->withHeaders(self::json())->getJson('/staff/board/feed')->assertOk()->json('tickets'))->pluck('number')->sort()->values()->all();
        $reads = collect(DB::getQueryLog())->filter(fn (array $q) => preg_match('/from "orders"/', $q['query']) === 1)->count();
        DB::disableQueryLog();

        return [$numbers, $reads];
    }
}
