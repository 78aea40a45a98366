<?php

namespace App\Shop\Payments;

use Illuminate\Contracts\Cache\Repository as Cache;
use Illuminate\Http\Client\ConnectionException;
use Illuminate\Http\Client\Factory as Http;
use Illuminate\Http\Client\Response;

/**
 * Viva Wallet Smart Checkout: an OAuth2 client-credentials token (cached until shortly before it expires),
 * POST /checkout/v2/orders for a payment order, the hosted page at /web/checkout?ref={orderCode},
 * GET /checkout/v2/transactions/{id} to learn what really happened; the payment-order API with the merchant's
 * Basic auth to retrieve or cancel a payment order and find its transactions. Endpoints: demo or live, or the
 * VIVA_BASE_URL override (config/shop.php).
 */
class VivaGateway implements PaymentGateway, ReadsTransactions, RefundsPayments
{
    public function __construct(private Http $http, private Cache $cache) {}

    public function createPaymentOrder(PaymentRequest $request): PaymentOrder
    {
        $config = $this->config();
        $body = [
            'amount' => $request->amount,
            'customerTrns' => $request->customerTrns,
            'customer' => array_filter([
                'email' => $request->email,
                'fullName' => $request->fullName,
                'phone' => $request->phone,
                'countryCode' => 'UA',
                'requestLang' => $config['request_langs'][$request->locale] ?? null,
            ], fn ($v) => $v !== null),
            'merchantTrns' => $request->merchantTrns,
            'sourceCode' => $config['source_code'],
            'currencyCode' => $request->currencyCode,
            'paymentNotification' => true,
        ];

        $response = $this->authorized(fn (string $token) => $this->client()->withToken($token)->post($this->endpoint('api').'/checkout/v2/orders', $body));
        $orderCode = $response->json('orderCode');
        if (! $response->successful() || ! is_scalar($orderCode) || ! preg_match('/^\d{10,19}$/', Transaction::code($orderCode))) {
            throw new PaymentGatewayException('Viva did not create the payment order (HTTP '.$response->status().').');
        }
        $orderCode = Transaction::code($orderCode);

        return new PaymentOrder($orderCode, $this->endpoint('checkout').'/web/checkout?ref='.$orderCode);
    }

    public function retrieveTransaction(string $transactionId): ?Transaction
    {
        $payload = $this->transactionPayload($transactionId);

        return $payload === null ? null : Transaction::fromViva($transactionId, $payload);
    }

    public function transactionPayload(string $transactionId): ?array
    {
        $response = $this->authorized(fn (string $token) => $this->client()->withToken($token)
            ->get($this->endpoint('api').'/checkout/v2/transactions/'.rawurlencode($transactionId)));

        if ($response->status() === 404) {
            return null;
        }
        if (! $response->successful() || ! is_array($response->json())) {
            throw new PaymentGatewayException("Viva did not answer the transaction $transactionId (HTTP {$response->status()}).");
        }

        return $response->json();
    }

    /**
     * Retrieve the payment order (GET /api/orders/{orderCode}, Basic auth): StateId 0 pending, 1 expired, 2 cancelled,
     * 3 paid; a paid one's finished transaction is looked up by its order code (GET /api/transactions?ordercode=).
     */
    public function paymentOrderStatus(string $orderCode): PaymentOrderStatus
    {
        $response = $this->merchantCall('get', '/api/orders/'.rawurlencode($orderCode));
        $stateId = $response->json('StateId');
        if (! $response->successful() || ! is_int($stateId)) {
            throw new PaymentGatewayException("Viva did not answer the payment order $orderCode (HTTP {$response->status()}).");
        }
        $state = match ($stateId) {
            0 => PaymentOrderState::Pending,
            1 => PaymentOrderState::Expired,
            2 => PaymentOrderState::Cancelled,
            3 => PaymentOrderState::Paid,
            default => throw new PaymentGatewayException("Viva answered the payment order $orderCode with StateId $stateId."),
        };

        return new PaymentOrderStatus($state, $state === PaymentOrderState::Paid ? $this->finishedTransactionOf($orderCode) : null);
    }

    /** Cancel the payment order (DELETE /api/orders/{orderCode}, Basic auth): done only when Viva answers Success or
     *  ErrorCode 0; Viva refuses a paid one. */
    public function cancelPaymentOrder(string $orderCode): void
    {
        $response = $this->merchantCall('delete', '/api/orders/'.rawurlencode($orderCode));
        $errorCode = $response->json('ErrorCode');
        $confirmed = $response->json('Success') === true || $errorCode === 0;
        if (! $response->successful() || ! $confirmed || $response->json('Success') === false || (is_int($errorCode) && $errorCode !== 0)) {
            throw new PaymentGatewayException("Viva did not cancel the payment order $orderCode (HTTP {$response->status()}, ErrorCode ".json_encode($errorCode).').');
        }
    }

    /**
     * Cancel (same day) or refund (later) a finished transaction, in full or in part: DELETE /api/transactions/{id}
     * ?amount={minor units} with the merchant's Basic auth. Done only when Viva answers ErrorCode 0 (not Success false)
     * with the refund's TransactionId; ErrorText says why otherwise (refunds disabled, balance too low, …).
     */
    public function refund(string $transactionId, int $amount, string $reference): string
    {
        $response = $this->merchantCall('delete', '/api/transactions/'.rawurlencode($transactionId), ['amount' => (string) $amount, 'ActionUser' => mb_substr($reference, 0, 50)], moneyMoves: true);
        // A server error or an unreadable body does not say whether the money moved.
        if ($response->serverError() || ! is_array($response->json())) {
            throw new PaymentAnswerLostException("Viva's answer to the refund of $transactionId was lost (HTTP {$response->status()}).");
        }
        $refundId = $response->json('TransactionId');
        if (! $response->successful() || $response->json('ErrorCode') !== 0 || $response->json('Success') === false || ! is_string($refundId) || $refundId === '') {
            $why = $response->json('ErrorText');
            throw new PaymentGatewayException(is_string($why) && $why !== '' ? $why : "Viva did not refund the transaction $transactionId (HTTP {$response->status()}).");
        }

        return $refundId;
    }

    /**
     * The refunds of a payment order, from the transactions Viva lists for its order code (GET /api/transactions
     * ?ordercode=, Basic auth): finished (StatusId F) transactions other than the paying one that give money back,
     * i.e. with a negative Amount (in units) or the paying transaction as their ParentId.
     */
    public function refundsOf(string $orderCode, string $transactionId): array
    {
        $refunds = [];
        foreach ($this->transactionsOf($orderCode) as $transaction) {
            $id = $transaction['TransactionId'] ?? null;
            $amount = $transaction['Amount'] ?? null;
            if (! is_string($id) || $id === $transactionId || ($transaction['StatusId'] ?? null) !== Transaction::FINISHED || ! is_numeric($amount)) {
                continue;
            }
            if ((float) $amount < 0 || ($transaction['ParentId'] ?? null) === $transactionId) {
                $refunds[] = new ProviderRefund($id, (int) round(abs((float) $amount) * 100));
            }
        }

        return $refunds;
    }

    public function webhookKey(): string
    {
        return (string) $this->config()['webhook_key'];
    }

    /** The id of the finished (F) transaction of a payment order, or null while Viva's search does not show it yet. */
    private function finishedTransactionOf(string $orderCode): ?string
    {
        foreach ($this->transactionsOf($orderCode) as $transaction) {
            $code = $transaction['Order']['OrderCode'] ?? $transaction['OrderCode'] ?? null;
            if (($transaction['StatusId'] ?? null) === Transaction::FINISHED && is_scalar($code)
                && Transaction::code($code) === $orderCode && is_string($transaction['TransactionId'] ?? null)) {
                return $transaction['TransactionId'];
            }
        }

        return null;
    }

    /** The transactions Viva lists for a payment order (GET /api/transactions?ordercode=, Basic auth).
     *  @return list<array<string, mixed>> */
    private function transactionsOf(string $orderCode): array
    {
        $response = $this->merchantCall('get', '/api/transactions', ['ordercode' => $orderCode]);
        $transactions = $response->json('Transactions');
        if (! $response->successful() || $response->json('Success') === false || ! is_array($transactions)) {
            throw new PaymentGatewayException("Viva did not answer the transactions of $orderCode (HTTP {$response->status()}).");
        }

        return array_values(array_filter($transactions, is_array(...)));
    }

    /** A call to Viva's payment-order API with the merchant's Basic auth (merchant ID and API key). A call that moves
     *  money and gets no answer throws PaymentAnswerLostException (it may have been carried out).
     *
     *  @param  array<string, string>  $query */
    private function merchantCall(string $method, string $path, array $query = [], bool $moneyMoves = false): Response
    {
        $config = $this->config();
        if (! $config['merchant_id'] || ! $config['api_key']) {
            throw new PaymentGatewayException('VIVA_MERCHANT_ID and VIVA_API_KEY are needed to ask Viva about payment orders.');
        }
        try {
            return $this->client()->withBasicAuth((string) $config['merchant_id'], (string) $config['api_key'])
                ->send(strtoupper($method), $this->endpoint('merchant').$path, $query === [] ? [] : ['query' => $query]);
        } catch (ConnectionException $e) {
            throw $moneyMoves
                ? new PaymentAnswerLostException('Viva did not answer: '.$e->getMessage(), 0, $e)
                : new PaymentGatewayException('Viva did not answer: '.$e->getMessage(), 0, $e);
        }
    }

    /** Run a call with the cached token; a 401 drops the token and tries once more with a fresh one.
     *  @param  callable(string): Response  $call */
    private function authorized(callable $call): Response
    {
        try {
            $response = $call($this->token());
            if ($response->status() === 401) {
                $this->cache->forget($this->tokenKey());
                $response = $call($this->token());
            }
        } catch (ConnectionException $e) {
            throw new PaymentGatewayException('Viva did not answer: '.$e->getMessage(), 0, $e);
        }

        return $response;
    }

    /** The access token, from the cache while it is fresh. */
    private function token(): string
    {
        $cached = $this->cache->get($this->tokenKey());
        if (is_string($cached) && $cached !== '') {
            return $cached;
        }

        $config = $this->config();
        $response = $this->client()->asForm()
            ->withBasicAuth((string) $config['client_id'], (string) $config['client_secret'])
            ->post($this->endpoint('accounts').'/connect/token', ['grant_type' => 'client_credentials']);
        $token = $response->json('access_token');
        if (! $response->successful() || ! is_string($token) || $token === '') {
            throw new PaymentGatewayException('Viva refused the client credentials (HTTP '.$response->status().').');
        }

        $ttl = (int) ($response->json('expires_in') ?? 0) - (int) $config['token_margin'];
        if ($ttl > 0) {
            $this->cache->put($this->tokenKey(), $token, $ttl);
        }

        return $token;
    }

    private function tokenKey(): string
    {
        $config = $this->config();

        return 'viva:token:'.sha1($config['environment'].'|'.$config['client_id']);
    }

    private function client(): \Illuminate\Http\Client\PendingRequest
    {
        return $this->http->acceptJson()->timeout($this->config()['timeout'])->connectTimeout(5);
    }

    private function endpoint(string $name): string
    {
        return self::endpointUrl($name);
    }

    /** The base URL of one of Viva's endpoints (accounts, api, checkout, merchant): under VIVA_BASE_URL when set, else
     *  the demo or live one of VIVA_ENVIRONMENT. */
    public static function endpointUrl(string $name): string
    {
        $config = config('shop.payments.viva');

        return rtrim($config['urls'][$name] ?? $config['endpoints'][$config['environment'] === 'live' ? 'live' : 'demo'][$name], '/');
    }

    /** @return array<string, mixed> */
    private function config(): array
    {
        return config('shop.payments.viva');
    }
}
