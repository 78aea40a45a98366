<?php

namespace Tests\Feature\Payments;

use App\Models\Customer;
use App\Models\Order;
use App\Models\Payment;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Payments\PaymentRequest;
use App\Shop\Payments\SandboxGateway;
use Closure;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use Mockery\MockInterface;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

/** Card orders, the gateways' answers and the payment landings as the payment tests use them. */
final class PaymentFixtures
{
    /** The viva driver on Viva's demo environment with a test client (and $more settings), no request leaving the test.
     *  @param  array<string, mixed>  $more */
    public static function vivaDemo(array $more = []): void
    {
        config([
            'shop.payments.driver' => 'viva',
            'shop.payments.viva.environment' => 'demo',
            'shop.payments.viva.client_id' => 'gbjus7dgse0sq2tut807ra3uqo03tmoclvyczicahra42.apps.vivapayments.com',
            'shop.payments.viva.client_secret' => 'secret-1',
            'shop.payments.viva.source_code' => '4929',
        ] + $more);
        Http::preventStrayRequests();
    }

    /** Place a card order through the API and answer it with its sandbox payment order code. */
    public static function cardOrder(string $language = 'ua', array $headers = []): Order
    {
        test()->postJson('/api/orders', Fx::pickup(), $headers + ['Idempotency-Key' => (string) Str::uuid(), 'Accept-Language' => $language])->assertCreated();

        return Order::query()->latest('id')->firstOrFail();
    }

    /** Press Pay or Decline on the sandbox page: the landing URL the browser is sent to. */
    public static function pressOnSandbox(Order $order, string $decision): string
    {
        return test()->post('/checkout/sandbox-payment', ['ref' => $order->latestPayment->order_code, 'decision' => $decision])->assertRedirect()->headers->get('Location');
    }

    public static function land(string $url): TestResponse
    {
        return test()->get(str_replace('http://localhost', '', $url));
    }

    /** The order_id cookie a response sets, or null. */
    public static function orderIdCookie(TestResponse $response): ?string
    {
        foreach ($response->headers->getCookies() as $cookie) {
            if ($cookie->getName() === 'order_id') {
                return $cookie->getValue();
            }
        }

        return null;
    }

    /** A card pickup order placed through the API, its sandbox payment order open (pending). */
    public static function racingCardOrder(): Order
    {
        test()->postJson('/api/orders', Fx::pickup(), ['Idempotency-Key' => (string) Str::uuid(), 'Accept-Language' => 'en'])->assertCreated();

        return Order::query()->latest('id')->firstOrFail();
    }

    public static function payAgain(Order $order, string $prefix = '/en'): TestResponse
    {
        return test()->withCredentials()->withUnencryptedCookie('order_id', $order->token)->postJson("$prefix/checkout/pay-again");
    }

    public static function switchToCash(Order $order, string $prefix = '/en'): TestResponse
    {
        return test()->withCredentials()->withUnencryptedCookie('order_id', $order->token)->postJson("$prefix/checkout/pay-offline", ['payment_type' => 'cash']);
    }

    /**
     * Bind the sandbox gateway as a partial mock whose first call of $method runs $meanwhile (what happens elsewhere at that
     * very moment) before the sandbox answers; its later calls, and every other method, are the sandbox's own.
     */
    public static function meanwhileAt(string $method, Closure $meanwhile): MockInterface
    {
        $sandbox = new SandboxGateway;

        return test()->partialMock(SandboxGateway::class, fn (MockInterface $mock) => $mock->shouldReceive($method)->atLeast()->once()->andReturnUsing(
            function (mixed ...$arguments) use ($sandbox, $method, $meanwhile) {
                $meanwhile(...$arguments);

                return $sandbox->$method(...$arguments);
            },
            fn (mixed ...$arguments) => $sandbox->$method(...$arguments),
        ));
    }

    /** The customer presses Pay on the provider's page (no redirect comes back yet). */
    public static function paidAtProvider(Payment $payment): string
    {
        $sandbox = app(SandboxGateway::class);
        parse_str((string) parse_url($sandbox->complete($sandbox->paymentOrder($payment->order_code), pay: true), PHP_URL_QUERY), $query);

        return $query['t'];
    }

    /** A webhook (or a redirect) confirms the order paid right now. */
    public static function confirmedPaidNow(Order $order): void
    {
        app(OrderLifecycle::class)->changePaymentStatus(Order::query()->findOrFail($order->id), PaymentStatus::Paid, 'transaction confirmed meanwhile');
    }

    public static function sandboxOrder(string $locale = 'uk'): \App\Shop\Payments\PaymentOrder
    {
        return app(SandboxGateway::class)->createPaymentOrder(new PaymentRequest(71850, 980, 'SR-10042', 'Sunrise · SR-10042', 'Олена', '380501234567', null, $locale));
    }

    /** Viva's token answer. */
    public static function vivaToken(string $token = 'token-1'): array
    {
        return ['access_token' => $token, 'expires_in' => 3600, 'token_type' => 'Bearer', 'scope' => 'urn:viva:payments:core:api:redirectcheckout'];
    }

    /** Viva's "Retrieve transaction" answer (amount in units, currencyCode a string). */
    public static function vivaTransaction(array $overrides = []): array
    {
        return array_replace([
            'email' => null,
            'amount' => 718.00,
            'orderCode' => (int) ORDER_CODE,
            'statusId' => 'F',
            'fullName' => 'Олена',
            'insDate' => '2026-06-10T12:03:10.32+03:00',
            'cardNumber' => '523929XXXXXX0168',
            'currencyCode' => '980',
            'customerTrns' => 'Sunrise — суші та вок · SR-10004',
            'merchantTrns' => 'SR-10004',
            'transactionTypeId' => 5,
            'recurringSupport' => false,
            'totalInstallments' => 0,
            'cardCountryCode' => 'UA',
            'cardIssuingBank' => null,
            'currentInstallment' => 0,
            'cardUniqueReference' => 'A1B2C3',
            'cardTypeId' => 1,
            'digitalWalletId' => null,
        ], $overrides);
    }

    public static function paymentRequest(): PaymentRequest
    {
        return new PaymentRequest(71800, 980, 'SR-10042', 'Sunrise · SR-10042', 'Олена Коваль', '380501234567', null, 'uk');
    }

    /** A card order of 718 ₴ waiting at Viva's payment order ORDER_CODE. */
    public static function pendingVivaOrder(): Order
    {
        $order = Order::factory()->cardOnline()->create(['total' => 71800, 'payment_status' => PaymentStatus::Pending]);
        $order->payments()->create(['driver' => 'viva', 'order_code' => ORDER_CODE, 'amount' => 71800, 'currency_code' => 980, 'status' => Payment::PENDING, 'redirect_url' => 'https://demo.vivapayments.com/web/checkout?ref='.ORDER_CODE]);

        return $order;
    }

    /** Viva's "Retrieve order" answer (GET /api/orders/{orderCode}). */
    public static function vivaPaymentOrder(int $stateId): array
    {
        return [
            'OrderCode' => (int) VIVA_PO_CODE, 'SourceCode' => '4929', 'Tags' => [], 'TipAmount' => 0.0, 'RequestLang' => 'uk-UA',
            'MerchantTrns' => 'SR-10042', 'CustomerTrns' => 'Sunrise · SR-10042', 'MaxInstallments' => 0, 'RequestAmount' => 718.00,
            'ExpirationDate' => '2026-07-10T12:00:00', 'StateId' => $stateId,
        ];
    }

    /** Viva's answer to GET /api/transactions?ordercode=… with one transaction of that status. */
    public static function vivaTransactionsOf(string $statusId): array
    {
        return [
            'Transactions' => [[
                'Email' => null, 'Amount' => 718.00, 'OrderCode' => (int) VIVA_PO_CODE, 'StatusId' => $statusId, 'FullName' => 'Олена',
                'InsDate' => '2026-06-10T12:03:10.32+03:00', 'CardNumber' => '523929XXXXXX0168', 'CurrencyCode' => '980',
                'CustomerTrns' => 'Sunrise · SR-10042', 'MerchantTrns' => 'SR-10042', 'TransactionId' => VIVA_PO_TRANSACTION,
                'Order' => ['OrderCode' => (int) VIVA_PO_CODE, 'RequestLang' => 'uk-UA'],
            ]],
            'ErrorCode' => 0, 'ErrorText' => null, 'TimeStamp' => '2026-06-10T12:21:00.00+03:00', 'CorrelationId' => null, 'EventId' => 0, 'Success' => true,
        ];
    }

    /** Viva's answer to DELETE /api/orders/{orderCode}. */
    public static function vivaCancelled(): array
    {
        return ['OrderCode' => (int) VIVA_PO_CODE, 'ErrorCode' => 0, 'ErrorText' => null, 'TimeStamp' => '2026-06-10T12:21:00.00+03:00', 'CorrelationId' => null, 'EventId' => 0, 'Success' => true];
    }

    /** Viva's "Retrieve transaction" (v2) answer for the paying transaction. */
    public static function vivaPaidTransaction(): array
    {
        return [
            'email' => null, 'amount' => 718.00, 'orderCode' => (int) VIVA_PO_CODE, 'statusId' => 'F', 'fullName' => 'Олена',
            'insDate' => '2026-06-10T12:03:10.32+03:00', 'cardNumber' => '523929XXXXXX0168', 'currencyCode' => '980',
            'customerTrns' => 'Sunrise · SR-10042', 'merchantTrns' => 'SR-10042', 'transactionTypeId' => 5, 'recurringSupport' => false,
            'totalInstallments' => 0, 'cardCountryCode' => 'UA', 'cardIssuingBank' => null, 'currentInstallment' => 0, 'cardTypeId' => 1,
        ];
    }

    /** A card order of 718 ₴ placed 25 minutes ago, waiting at Viva's payment order VIVA_PO_CODE. */
    public static function overdueVivaOrder(): Order
    {
        $order = Order::factory()->cardOnline()->create(['total' => 71800, 'payment_status' => PaymentStatus::Pending, 'created_at' => now()->subMinutes(25)]);
        $order->payments()->create(['driver' => 'viva', 'order_code' => VIVA_PO_CODE, 'amount' => 71800, 'currency_code' => 980, 'status' => Payment::PENDING, 'redirect_url' => 'https://demo.vivapayments.com/web/checkout?ref='.VIVA_PO_CODE]);

        return $order;
    }

    public static function sentWithMerchantAuth(Request $request): bool
    {
        return $request->header('Authorization') === ['Basic '.base64_encode('1c204c59-9890-499c-bf5d-31e80dcdbdfd:api-key-1')];
    }

    /** A Viva webhook body as documented (only the fields the shop reads are meaningful). */
    public static function vivaEvent(int $eventTypeId, string $orderCode = WEBHOOK_ORDER_CODE, string $statusId = 'F', string $transactionId = WEBHOOK_TRANSACTION): array
    {
        return [
            'Url' => 'https://sunrise.example/api/payments/viva/webhook',
            'EventData' => [
                'Moto' => false, 'Email' => 'customer@example.com', 'Phone' => '380501234567', 'BankId' => 'NET_VISA',
                'Amount' => 718.00, 'OrderCode' => (int) $orderCode, 'StatusId' => $statusId, 'FullName' => 'Олена',
                'TransactionId' => $transactionId, 'CurrencyCode' => '980', 'MerchantTrns' => 'SR-10004',
                'InsDate' => '2026-06-10T12:03:10.32',
            ],
            'Created' => '2026-06-10T09:03:12.5Z',
            'CorrelationId' => 'c1b4a2f0b7e14c4f',
            'EventTypeId' => $eventTypeId,
            'Delay' => null,
            'MessageId' => '3a7c0a8e-9e5b-4e42-8f2b-1c0c5d9e7f61',
            'RecipientId' => 'bdf4c6b3-c26d-4046-b5df-5c443ec39d09',
            'MessageTypeId' => 512,
        ];
    }

    /** Viva answers the transaction with this status (the source of truth, whatever the event said). */
    public static function vivaSays(string $statusId, float $amount = 718.00, string $transactionId = WEBHOOK_TRANSACTION): void
    {
        Http::fake([
            'demo-accounts.vivapayments.com/connect/token' => Http::response(['access_token' => 'token', 'expires_in' => 3600, 'token_type' => 'Bearer']),
            'demo-api.vivapayments.com/checkout/v2/transactions/'.$transactionId => Http::response([
                'amount' => $amount, 'orderCode' => (int) WEBHOOK_ORDER_CODE, 'statusId' => $statusId, 'currencyCode' => '980', 'merchantTrns' => 'SR-10004',
            ]),
        ]);
    }

    public static function webhookOrder(?Customer $customer = null): Order
    {
        $order = Order::factory()->cardOnline()->create(['total' => 71800, 'payment_status' => PaymentStatus::Pending, 'customer_id' => $customer?->id]);
        $order->payments()->create(['driver' => 'viva', 'order_code' => WEBHOOK_ORDER_CODE, 'amount' => 71800, 'currency_code' => 980, 'status' => Payment::PENDING, 'redirect_url' => 'https://demo.vivapayments.com/web/checkout?ref='.WEBHOOK_ORDER_CODE]);

        return $order;
    }
}
