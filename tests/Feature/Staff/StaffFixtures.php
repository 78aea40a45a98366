<?php

namespace Tests\Feature\Staff;

use App\Models\Order;
use App\Models\Restaurant;
use App\Models\StaffMember;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentType;
use App\Shop\Payments\Payments;
use App\Shop\Payments\SandboxGateway;
use App\Staff\StaffRole;
use Illuminate\Support\Str;

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

        return $order->refresh();
    }

    public static function pickup(OrderStatus $status = OrderStatus::New, array $attributes = []): Order
    {
        return self::order($status, $attributes + ['order_type' => 'pickup', 'address' => null]);
    }

    public static function restaurant(): Restaurant
    {
        return Restaurant::factory()->create();
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

    /** The board feed's ticket numbers (sorted) for whoever is signed in, and how many queries read the orders table for it.
     *  @return array{0: list<string>, 1: int} */
    public static function boardWithReads(): array
    {
        \Illuminate\Support\Facades\DB::flushQueryLog();
        \Illuminate\Support\Facades\DB::enableQueryLog();
        $numbers = collect(test()->withHeaders(self::json())->getJson('/staff/board/feed')->assertOk()->json('tickets'))->pluck('number')->sort()->values()->all();
        $reads = collect(\Illuminate\Support\Facades\DB::getQueryLog())->filter(fn (array $q) => preg_match('/from "orders"/', $q['query']) === 1)->count();
        \Illuminate\Support\Facades\DB::disableQueryLog();

        return [$numbers, $reads];
    }
}
