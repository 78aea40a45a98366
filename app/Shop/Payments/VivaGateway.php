<?php

namespace App\Shop\Payments;

use Illuminate\Contracts\Cache\Repository as Cache;
use Illuminate\Http\Client\ConnectionException;
use Illuminate\Http\Client\Factory as Http;
use Illuminate\Http\Client\Response;

/**
 * Viva Wallet Smart Checkout: an OAuth2 client-credentials token (cached until shortly before it expires),
 * POST /checkout/v2/orders for a payment order, the hosted page at /web/checkout?ref={orderCode},
 * GET /checkout/v2/transactions/{id} to learn what really happened. Endpoints: demo or live (config/shop.php).
 */
class VivaGateway implements PaymentGateway
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
        $response = $this->authorized(fn (string $token) => $this->client()->withToken($token)
            ->get($this->endpoint('api').'/checkout/v2/transactions/'.rawurlencode($transactionId)));

        if ($response->status() === 404) {
            return null;
        }
        if (! $response->successful() || ! is_array($response->json())) {
            throw new PaymentGatewayException("Viva did not answer the transaction $transactionId (HTTP {$response->status()}).");
        }

        return Transaction::fromViva($transactionId, $response->json());
    }

    public function webhookKey(): string
    {
        return (string) $this->config()['webhook_key'];
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
        $config = $this->config();

        return rtrim($config['endpoints'][$config['environment'] === 'live' ? 'live' : 'demo'][$name], '/');
    }

    /** @return array<string, mixed> */
    private function config(): array
    {
        return config('shop.payments.viva');
    }
}
