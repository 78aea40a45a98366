<?php

namespace App\Shop\Payments;

use App\Support\Locales;
use App\Support\LocalizedUrl;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;

/**
 * The embedded payment provider for a machine without Viva: payment orders and transactions in this
 * database, a hosted-page look-alike (checkout.sandbox) with Pay and Decline, the redirect back with Viva's
 * parameters (t, s, lang, eventId, eci), and "retrieve" answering Viva's payload.
 */
class SandboxGateway implements PaymentGateway, ReadsTransactions, RefundsPayments
{
    /** Viva's EventId of a declined card ("insufficient funds"), sent on the failure redirect. */
    public const DECLINE_EVENT_ID = 10051;

    /** Viva's status of a transaction that gave money back. */
    public const REFUNDED = 'R';

    public function createPaymentOrder(PaymentRequest $request): PaymentOrder
    {
        do {
            $orderCode = (string) random_int(1_000_000_000_000_000, 9_999_999_999_999_999);
        } while (DB::table('sandbox_payment_orders')->where('order_code', $orderCode)->exists());

        DB::table('sandbox_payment_orders')->insert([
            'order_code' => $orderCode,
            'amount' => $request->amount,
            'currency_code' => $request->currencyCode,
            'merchant_trns' => $request->merchantTrns,
            'customer_trns' => $request->customerTrns,
            'customer' => json_encode(['fullName' => $request->fullName, 'phone' => $request->phone, 'email' => $request->email, 'requestLang' => Locales::tag($request->locale)]),
            'source_code' => 'sandbox',
            'created_at' => now(),
            'updated_at' => now(),
        ]);

        return new PaymentOrder($orderCode, LocalizedUrl::route('checkout.sandbox', ['ref' => $orderCode], $request->locale, absolute: true));
    }

    public function retrieveTransaction(string $transactionId): ?Transaction
    {
        $payload = $this->transactionPayload($transactionId);

        return $payload === null ? null : Transaction::fromViva($transactionId, $payload);
    }

    public function paymentOrderStatus(string $orderCode): PaymentOrderStatus
    {
        $row = DB::table('sandbox_payment_orders')->where('order_code', $orderCode)->first();
        if ($row === null) {
            throw new PaymentGatewayException("The sandbox knows no payment order $orderCode.");
        }
        $paid = DB::table('sandbox_transactions')->where('order_code', $orderCode)->where('status_id', Transaction::FINISHED)->orderBy('created_at')->value('id');

        return match (true) {
            $paid !== null => new PaymentOrderStatus(PaymentOrderState::Paid, (string) $paid),
            $row->cancelled_at !== null => new PaymentOrderStatus(PaymentOrderState::Cancelled),
            default => new PaymentOrderStatus(PaymentOrderState::Pending),
        };
    }

    public function cancelPaymentOrder(string $orderCode): void
    {
        DB::transaction(function () use ($orderCode) {
            // Writing first takes SQLite's write lock (the row's lock elsewhere): a Pay pressed at the same moment waits.
            $updated = DB::table('sandbox_payment_orders')->where('order_code', $orderCode)->update(['updated_at' => now()]);
            if ($updated === 0) {
                throw new PaymentGatewayException("The sandbox knows no payment order $orderCode.");
            }
            if (DB::table('sandbox_transactions')->where('order_code', $orderCode)->where('status_id', Transaction::FINISHED)->exists()) {
                throw new PaymentGatewayException("The sandbox payment order $orderCode is paid: it cannot be cancelled.");
            }
            DB::table('sandbox_payment_orders')->where('order_code', $orderCode)->whereNull('cancelled_at')->update(['cancelled_at' => now()]);
        });
    }

    /** A refund of a finished sandbox transaction, recorded as a transaction with Viva's status R; never more than was paid. */
    public function refund(string $transactionId, int $amount, string $reference): string
    {
        return DB::transaction(function () use ($transactionId, $amount) {
            $paid = DB::table('sandbox_transactions')->where('id', $transactionId)->where('status_id', Transaction::FINISHED)->lockForUpdate()->first();
            if ($paid === null) {
                throw new PaymentGatewayException("The sandbox knows no finished transaction $transactionId.");
            }
            $refunded = (int) DB::table('sandbox_transactions')->where('order_code', $paid->order_code)->where('status_id', self::REFUNDED)->sum('amount');
            if ($amount <= 0 || $refunded + $amount > (int) $paid->amount) {
                throw new PaymentGatewayException("The sandbox cannot refund $amount of $transactionId: {$refunded} of {$paid->amount} is refunded already.");
            }
            $id = (string) Str::uuid();
            DB::table('sandbox_transactions')->insert([
                'id' => $id, 'order_code' => $paid->order_code, 'amount' => $amount, 'currency_code' => $paid->currency_code,
                'status_id' => self::REFUNDED, 'created_at' => now(), 'updated_at' => now(),
            ]);

            return $id;
        });
    }

    /** The refund transactions (status R) of a sandbox payment order, oldest first (those of one second in no set order). */
    public function refundsOf(string $orderCode, string $transactionId): array
    {
        if (! DB::table('sandbox_payment_orders')->where('order_code', $orderCode)->exists()) {
            throw new PaymentGatewayException("The sandbox knows no payment order $orderCode.");
        }

        return array_values(DB::table('sandbox_transactions')->where('order_code', $orderCode)->where('status_id', self::REFUNDED)
            ->orderBy('created_at')->orderBy('id')->get(['id', 'amount'])
            ->map(fn (object $row) => new ProviderRefund((string) $row->id, (int) $row->amount))->all());
    }

    public function webhookKey(): string
    {
        return (string) (config('shop.payments.viva.webhook_key') ?: strtoupper(sha1('sandbox-webhook|'.config('app.key'))));
    }

    /** A payment order of the hosted page, or null for an unknown code.
     *  @return array{order_code: string, amount: int, currency_code: int, merchant_trns: ?string, customer_trns: ?string, customer: array<string, mixed>, paid: bool, cancelled: bool}|null */
    public function paymentOrder(string $orderCode): ?array
    {
        $row = DB::table('sandbox_payment_orders')->where('order_code', $orderCode)->first();
        if ($row === null) {
            return null;
        }

        return [
            'order_code' => $row->order_code,
            'amount' => (int) $row->amount,
            'currency_code' => (int) $row->currency_code,
            'merchant_trns' => $row->merchant_trns,
            'customer_trns' => $row->customer_trns,
            'customer' => json_decode($row->customer, true) ?: [],
            'paid' => DB::table('sandbox_transactions')->where('order_code', $orderCode)->where('status_id', Transaction::FINISHED)->exists(),
            'cancelled' => $row->cancelled_at !== null,
        ];
    }

    /**
     * The customer pressed Pay or Decline on the hosted page: record the transaction and answer the URL
     * Viva would redirect to (the success or failure landing with t, s, lang, eventId and eci); null when the
     * payment order was cancelled meanwhile (nothing is recorded).
     *
     * @param  array{order_code: string, amount: int, currency_code: int, customer: array<string, mixed>}  $paymentOrder
     */
    public function complete(array $paymentOrder, bool $pay): ?string
    {
        $id = (string) Str::uuid();
        $recorded = DB::transaction(function () use ($paymentOrder, $pay, $id) {
            // The payment order's row first (the write lock): a cancellation at the same moment either wins or waits.
            DB::table('sandbox_payment_orders')->where('order_code', $paymentOrder['order_code'])->update(['updated_at' => now()]);
            if (DB::table('sandbox_payment_orders')->where('order_code', $paymentOrder['order_code'])->whereNotNull('cancelled_at')->exists()) {
                return false;
            }
            DB::table('sandbox_transactions')->insert([
                'id' => $id,
                'order_code' => $paymentOrder['order_code'],
                'amount' => $paymentOrder['amount'],
                'currency_code' => $paymentOrder['currency_code'],
                'status_id' => $pay ? Transaction::FINISHED : Transaction::ERROR,
                'created_at' => now(),
                'updated_at' => now(),
            ]);

            return true;
        });
        if (! $recorded) {
            return null;
        }

        $query = http_build_query([
            't' => $id,
            's' => $paymentOrder['order_code'],
            'lang' => $paymentOrder['customer']['requestLang'] ?? Locales::tag(Locales::default()),
            'eventId' => $pay ? 0 : self::DECLINE_EVENT_ID,
            'eci' => 1,
        ]);

        return url($pay ? '/api/success-viva-redirect-url' : '/api/fail-viva-redirect-url').'?'.$query;
    }

    /** Viva's "Retrieve transaction" answer for a sandbox transaction (amount in units, codes as Viva sends them).
     *  @return array<string, mixed>|null */
    public function transactionPayload(string $transactionId): ?array
    {
        $row = DB::table('sandbox_transactions')
            ->join('sandbox_payment_orders', 'sandbox_payment_orders.order_code', '=', 'sandbox_transactions.order_code')
            ->where('sandbox_transactions.id', $transactionId)
            ->first(['sandbox_transactions.*', 'sandbox_payment_orders.merchant_trns', 'sandbox_payment_orders.customer_trns', 'sandbox_payment_orders.customer']);
        if ($row === null) {
            return null;
        }
        $customer = json_decode($row->customer, true) ?: [];

        return [
            'email' => $customer['email'] ?? null,
            'amount' => round($row->amount / 100, 2),
            'orderCode' => (int) $row->order_code,
            'statusId' => $row->status_id,
            'fullName' => $customer['fullName'] ?? null,
            'insDate' => \Carbon\CarbonImmutable::parse($row->created_at)->toIso8601String(),
            'cardNumber' => '414746XXXXXX0133',
            'currencyCode' => (string) $row->currency_code,
            'customerTrns' => $row->customer_trns,
            'merchantTrns' => $row->merchant_trns,
            'transactionTypeId' => 5,
            'recurringSupport' => false,
            'totalInstallments' => 0,
            'cardCountryCode' => 'UA',
            'cardIssuingBank' => null,
            'currentInstallment' => 0,
            'cardTypeId' => 1,
        ];
    }
}
