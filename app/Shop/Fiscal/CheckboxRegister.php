<?php

namespace App\Shop\Fiscal;

use App\Models\FiscalReceipt;
use Illuminate\Contracts\Cache\Repository as Cache;
use Illuminate\Http\Client\ConnectionException;
use Illuminate\Http\Client\Factory as Http;
use Illuminate\Http\Client\PendingRequest;
use Illuminate\Http\Client\Response;

/**
 * Checkbox (ПРРО) through its HTTP API v1 (docs/fiscal.md): the cashier signs in by PIN (POST /cashier/signinPinCode)
 * with the register's X-License-Key beside X-Client-Name / X-Client-Version; the token is cached and renewed once on
 * a 401. Shifts: GET /cashier/shift, POST /shifts, GET /shifts/{id} until OPENED; POST /shifts/close, then until
 * CLOSED with its z_report. Receipts: POST /receipts/sell with our own UUID as `id` (a return is a sell receipt whose
 * goods say is_return, with related_receipt_id), GET /receipts/{id} until DONE for the fiscal code and tax_url; a
 * refusal of a create whose id the register already has is answered by reading that receipt. GET /tax lists the
 * tax codes; GET /cash-registers/info says whether it works offline.
 */
class CheckboxRegister implements FiscalRegister
{
    public function __construct(private Http $http, private Cache $cache) {}

    public function issues(): bool
    {
        return true;
    }

    public function fiscal(): bool
    {
        return true;
    }

    public function send(FiscalReceipt $receipt, Register $register): ReceiptState
    {
        $response = $this->authorized($register, fn (PendingRequest $r) => $r->post($this->url('/receipts/sell'), self::body($receipt)));
        if ($response->successful() && is_array($response->json())) {
            return $this->state($receipt, $response->json());
        }
        if ($response->serverError()) {
            throw new FiscalUnavailableException('Checkbox answered HTTP '.$response->status().' to the receipt '.$receipt->id.'.');
        }
        // A refusal may be the register saying it has this id already (our retry after a lost answer): read it.
        $existing = $this->read($receipt, $register);
        if ($existing !== null) {
            return $existing;
        }
        $message = self::message($response);
        if (self::aboutShift($message)) {
            throw new NoOpenShiftException('Checkbox has no open shift: '.$message);
        }
        throw new FiscalRejectedException('Checkbox refused the receipt (HTTP '.$response->status().'): '.$message);
    }

    public function read(FiscalReceipt $receipt, Register $register): ?ReceiptState
    {
        $response = $this->authorized($register, fn (PendingRequest $r) => $r->get($this->url('/receipts/'.rawurlencode($receipt->id))));
        if (in_array($response->status(), [404, 422], true)) {
            return null;
        }
        if (! $response->successful() || ! is_array($response->json())) {
            throw new FiscalUnavailableException('Checkbox did not answer the receipt '.$receipt->id.' (HTTP '.$response->status().').');
        }

        return $this->state($receipt, $response->json());
    }

    public function openShift(Register $register): string
    {
        $current = $this->authorized($register, fn (PendingRequest $r) => $r->get($this->url('/cashier/shift')));
        if ($current->successful() && is_array($current->json()) && in_array($current->json('status'), ['OPENED', 'OPENING', 'CREATED'], true)) {
            return $this->waitForShift($register, (string) $current->json('id'), 'OPENED');
        }
        $created = $this->authorized($register, fn (PendingRequest $r) => $r->post($this->url('/shifts'), (object) []));
        $id = $created->json('id');
        if (! $created->successful() || ! is_string($id)) {
            throw new FiscalUnavailableException('Checkbox did not open a shift (HTTP '.$created->status().'): '.self::message($created));
        }

        return $this->waitForShift($register, $id, 'OPENED');
    }

    public function closeShift(Register $register, ?string $shiftId): ?ShiftReport
    {
        $current = $this->authorized($register, fn (PendingRequest $r) => $r->get($this->url('/cashier/shift')));
        if (! $current->successful() && ! in_array($current->status(), [404], true)) {
            throw new FiscalUnavailableException('Checkbox did not answer the current shift (HTTP '.$current->status().').');
        }
        $id = $current->json('id');
        if (! is_string($id) || $current->json('status') !== 'OPENED') {
            return null;
        }
        $closing = $this->authorized($register, fn (PendingRequest $r) => $r->post($this->url('/shifts/close'), (object) []));
        if (! $closing->successful()) {
            throw new FiscalUnavailableException('Checkbox did not close the shift (HTTP '.$closing->status().'): '.self::message($closing));
        }
        $this->waitForShift($register, $id, 'CLOSED');
        $shift = $this->authorized($register, fn (PendingRequest $r) => $r->get($this->url('/shifts/'.rawurlencode($id))));
        $z = $shift->json('z_report');

        return is_array($z) ? self::report($z) : new ShiftReport(0, 0, 0, 0);
    }

    public function taxes(Register $register): array
    {
        $response = $this->authorized($register, fn (PendingRequest $r) => $r->get($this->url('/tax')));
        $rows = $response->json();
        if (! $response->successful() || ! is_array($rows)) {
            throw new FiscalUnavailableException('Checkbox did not list its taxes (HTTP '.$response->status().').');
        }
        $taxes = [];
        foreach ($rows as $row) {
            if (is_array($row) && is_int($row['code'] ?? null)) {
                $taxes[$row['code']] = trim(($row['symbol'] ?? '').' '.($row['label'] ?? ''));
            }
        }

        return $taxes;
    }

    public function status(Register $register): array
    {
        if (! $register->configured()) {
            return ['ok' => false, 'offline' => false, 'message' => 'no licence key or cashier PIN for the register '.$register->key];
        }
        try {
            $response = $this->authorized($register, fn (PendingRequest $r) => $r->get($this->url('/cash-registers/info')));
        } catch (FiscalUnavailableException $e) {
            return ['ok' => false, 'offline' => false, 'message' => $e->getMessage()];
        }
        if (! $response->successful()) {
            return ['ok' => false, 'offline' => false, 'message' => 'Checkbox answered HTTP '.$response->status()];
        }
        $offline = $response->json('offline_mode') === true;

        return ['ok' => true, 'offline' => $offline, 'message' => $offline ? 'the register works offline (the tax service is not reached)' : 'online'];
    }

    /** Ask Checkbox to work offline (POST /cash-registers/go-offline) while the tax service is down.
     *
     * @throws FiscalUnavailableException */
    public function goOffline(Register $register): void
    {
        $response = $this->authorized($register, fn (PendingRequest $r) => $r->post($this->url('/cash-registers/go-offline'), (object) []));
        if (! $response->successful()) {
            throw new FiscalUnavailableException('Checkbox did not go offline (HTTP '.$response->status().'): '.self::message($response));
        }
    }

    /** Bring the register back online (POST /cash-registers/go-online): its offline receipts go to the tax service.
     *
     * @throws FiscalUnavailableException */
    public function goOnline(Register $register): void
    {
        $response = $this->authorized($register, fn (PendingRequest $r) => $r->post($this->url('/cash-registers/go-online'), (object) []));
        if (! $response->successful()) {
            throw new FiscalUnavailableException('Checkbox did not go online (HTTP '.$response->status().'): '.self::message($response));
        }
    }

    /** The receipt as Checkbox's POST /receipts/sell takes it.
     *  @return array<string, mixed> */
    public static function body(FiscalReceipt $receipt): array
    {
        $return = $receipt->isReturn();
        $body = [
            'id' => $receipt->id,
            'goods' => array_map(fn (array $g) => [
                'good' => ['code' => $g['code'], 'name' => $g['name'], 'price' => $g['price']] + ($g['tax_codes'] !== [] ? ['tax' => $g['tax_codes']] : []),
                'quantity' => $g['quantity'],
                'is_return' => $return,
            ], $receipt->goods),
            'payments' => array_map(fn (array $p) => array_filter($p, fn ($v) => $v !== null && $v !== ''), $receipt->payments),
        ];
        if ($receipt->discounts !== []) {
            $body['discounts'] = array_map(fn (array $d) => ['type' => $d['type'], 'mode' => 'VALUE', 'value' => $d['value'], 'name' => $d['name']], $receipt->discounts);
        }
        if ($return && $receipt->related_receipt_id !== null) {
            $body['related_receipt_id'] = $receipt->related_receipt_id;
        }
        $phone = preg_replace('/\D+/', '', (string) $receipt->order->phone);
        if ($phone !== null && $phone !== '') {
            $body['delivery'] = ['phone' => $phone];
        }

        return $body;
    }

    /** @param  array<string, mixed>  $data */
    private function state(FiscalReceipt $receipt, array $data): ReceiptState
    {
        $status = $data['status'] ?? null;
        if ($status === 'ERROR') {
            $why = $data['transaction']['response_error_message'] ?? 'no reason given';
            throw new FiscalRejectedException('Checkbox could not fiscalize the receipt '.$receipt->id.': '.(is_string($why) ? $why : json_encode($why)));
        }
        $page = str_replace('{id}', $receipt->id, (string) config('shop.fiscal.checkbox.receipt_page'));

        return new ReceiptState(
            done: $status === 'DONE',
            fiscalCode: is_string($data['fiscal_code'] ?? null) ? $data['fiscal_code'] : null,
            number: is_scalar($data['serial'] ?? null) ? (string) $data['serial'] : null,
            taxUrl: is_string($data['tax_url'] ?? null) && $data['tax_url'] !== '' ? $data['tax_url'] : null,
            receiptUrl: $page,
            offline: ($data['is_created_offline'] ?? false) === true,
        );
    }

    private function waitForShift(Register $register, string $id, string $until): string
    {
        $attempts = max(1, (int) config('shop.fiscal.checkbox.poll_attempts'));
        for ($i = 0; $i < $attempts; $i++) {
            $shift = $this->authorized($register, fn (PendingRequest $r) => $r->get($this->url('/shifts/'.rawurlencode($id))));
            if ($shift->successful() && $shift->json('status') === $until) {
                return $id;
            }
            if ($i + 1 < $attempts) {
                usleep(max(0, (int) config('shop.fiscal.checkbox.poll_sleep_ms')) * 1000);
            }
        }
        throw new FiscalUnavailableException("Checkbox's shift $id is not $until yet.");
    }

    /** @param  array<string, mixed>  $z */
    private static function report(array $z): ShiftReport
    {
        $sell = 0;
        $return = 0;
        foreach ((array) ($z['payments'] ?? []) as $payment) {
            $sell += (int) ($payment['sell_sum'] ?? 0);
            $return += (int) ($payment['return_sum'] ?? 0);
        }

        return new ShiftReport($sell, $return, (int) ($z['sell_receipts_count'] ?? 0), (int) ($z['return_receipts_count'] ?? 0), $z);
    }

    /** A call with the cashier's token; a 401 signs in again and tries once more.
     *  @param  callable(PendingRequest): Response  $call */
    private function authorized(Register $register, callable $call): Response
    {
        if (! $register->configured()) {
            throw new FiscalUnavailableException('No Checkbox licence key or cashier PIN for the register '.$register->key.'.');
        }
        try {
            $response = $call($this->client($register)->withToken($this->token($register)));
            if ($response->status() === 401) {
                $this->cache->forget($this->tokenKey($register));
                $response = $call($this->client($register)->withToken($this->token($register)));
            }
        } catch (ConnectionException $e) {
            throw new FiscalUnavailableException('Checkbox did not answer: '.$e->getMessage(), 0, $e);
        }

        return $response;
    }

    private function token(Register $register): string
    {
        $cached = $this->cache->get($this->tokenKey($register));
        if (is_string($cached) && $cached !== '') {
            return $cached;
        }
        $response = $this->client($register)->post($this->url('/cashier/signinPinCode'), ['pin_code' => $register->pinCode]);
        $token = $response->json('access_token');
        if (! $response->successful() || ! is_string($token) || $token === '') {
            throw new FiscalUnavailableException('Checkbox refused the cashier of the register '.$register->key.' (HTTP '.$response->status().'): '.self::message($response));
        }
        // Checkbox's tokens last long; a 401 renews one sooner.
        $this->cache->put($this->tokenKey($register), $token, now()->addHours(8));

        return $token;
    }

    private function tokenKey(Register $register): string
    {
        return 'checkbox:token:'.sha1($register->licenseKey.'|'.$register->pinCode);
    }

    private function client(Register $register): PendingRequest
    {
        $config = config('shop.fiscal.checkbox');

        return $this->http->acceptJson()->asJson()->timeout((int) $config['timeout'])->connectTimeout(5)->withHeaders([
            'X-Client-Name' => (string) $config['client_name'],
            'X-Client-Version' => (string) $config['client_version'],
            'X-License-Key' => (string) $register->licenseKey,
        ]);
    }

    private function url(string $path): string
    {
        return config('shop.fiscal.checkbox.url').$path;
    }

    /** Checkbox's reason: `message`, or the validation's `detail` list. */
    private static function message(Response $response): string
    {
        $message = $response->json('message');
        if (is_string($message) && $message !== '') {
            return $message;
        }
        $detail = $response->json('detail');
        if (is_array($detail)) {
            return implode('; ', array_map(fn ($d) => is_array($d) ? implode('.', (array) ($d['loc'] ?? [])).': '.($d['msg'] ?? '') : (string) $d, $detail));
        }

        return is_string($detail) ? $detail : mb_substr($response->body(), 0, 300);
    }

    private static function aboutShift(string $message): bool
    {
        return (bool) preg_match('/shift|змін/iu', $message);
    }
}
