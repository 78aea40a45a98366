<?php

use App\Models\FiscalReceipt;
use App\Models\FiscalShift;
use App\Shop\Fiscal\CheckboxRegister;
use App\Shop\Fiscal\FiscalRejectedException;
use App\Shop\Fiscal\FiscalUnavailableException;
use App\Shop\Fiscal\Issuer;
use App\Shop\Fiscal\Register;
use App\Shop\Fiscal\Registers;
use App\Shop\Fiscal\Shifts;
use Illuminate\Http\Client\ConnectionException;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Http;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

// Checkbox's API v1 as documented (wiki.checkbox.ua/uk/api, its OpenAPI): every call, its headers and its errors,
// against Http::fake. No test reaches the internet.

const CB = 'https://cb.test/api/v1';

beforeEach(function () {
    seedShop();
    $this->travelTo(Fx::noon());
    Cache::forget('checkbox:token:'.sha1('LIC-1|0000111'));
    config([
        'shop.fiscal.driver' => 'checkbox',
        'shop.fiscal.checkbox.url' => CB,
        'shop.fiscal.checkbox.license_key' => 'LIC-1',
        'shop.fiscal.checkbox.pin_code' => '0000111',
        'shop.fiscal.checkbox.poll_sleep_ms' => 0,
        'shop.fiscal.tax_codes' => '8',
    ]);
    $this->register = new Register('chain', 'LIC-1', '0000111');
});

function cbReceipt(array $attributes = []): FiscalReceipt
{
    return FiscalReceipt::factory()->create($attributes + ['driver' => 'checkbox', 'order_id' => Tests\Feature\Staff\StaffFixtures::order()->id]);
}

function cbDone(string $id, array $extra = []): array
{
    return $extra + ['id' => $id, 'serial' => 42, 'status' => 'DONE', 'fiscal_code' => 'TEST-9Hr2Fk', 'tax_url' => 'https://cabinet.tax.gov.ua/cashregs/check?id=TEST-9Hr2Fk', 'is_created_offline' => false];
}

it('signs the cashier in by PIN with the licence key and client headers, and sends the receipt under our own id', function () {
    $receipt = cbReceipt();
    Http::fake([
        CB.'/cashier/signinPinCode' => Http::response(['type' => 'bearer', 'token_type' => 'bearer', 'access_token' => 'tok-1']),
        CB.'/receipts/sell' => Http::response(['id' => $receipt->id, 'serial' => 42, 'status' => 'CREATED'], 201),
    ]);

    $state = app(CheckboxRegister::class)->send($receipt, $this->register);

    expect($state->done)->toBeFalse();
    Http::assertSent(fn (Request $r) => $r->url() === CB.'/cashier/signinPinCode' && $r['pin_code'] === '0000111'
        && $r->header('X-License-Key') === ['LIC-1'] && $r->header('X-Client-Name') === ['Sunrise storefront'] && $r->header('X-Client-Version') === ['1.0']);
    Http::assertSent(fn (Request $r) => $r->url() === CB.'/receipts/sell' && $r->header('Authorization') === ['Bearer tok-1']
        && $r['id'] === $receipt->id
        && $r['goods'] === [['good' => ['code' => 'P1', 'name' => 'Філадельфія', 'price' => 25000], 'quantity' => 2000, 'is_return' => false]]
        && $r['payments'] === [['type' => 'CASHLESS', 'value' => 50000, 'label' => 'Картка']]
        && $r['delivery'] === ['phone' => '380501112233']);
});

it('sends tax codes, discounts and a return with is_return and related_receipt_id', function () {
    $sell = cbReceipt(['status' => 'done']);
    $return = cbReceipt([
        'order_id' => $sell->order_id, 'event' => 'refund:1', 'kind' => 'return', 'related_receipt_id' => $sell->id,
        'goods' => [['code' => 'P1', 'name' => 'Філадельфія', 'price' => 25000, 'quantity' => 1000, 'tax_codes' => [8]]],
        'discounts' => [['key' => 'promo', 'type' => 'DISCOUNT', 'name' => 'Знижка', 'value' => 2500]],
        'payments' => [['type' => 'CASHLESS', 'value' => 22500, 'label' => 'Картка']], 'total' => 22500,
    ]);

    $body = CheckboxRegister::body($return->load('order'));

    expect($body['goods'][0])->toBe(['good' => ['code' => 'P1', 'name' => 'Філадельфія', 'price' => 25000, 'tax' => [8]], 'quantity' => 1000, 'is_return' => true])
        ->and($body['discounts'])->toBe([['type' => 'DISCOUNT', 'mode' => 'VALUE', 'value' => 2500, 'name' => 'Знижка']])
        ->and($body['related_receipt_id'])->toBe($sell->id);
});

it('reads the receipt until DONE for its fiscal code, number and tax_url', function () {
    $receipt = cbReceipt();
    Http::fake([
        CB.'/cashier/signinPinCode' => Http::response(['access_token' => 'tok-1']),
        CB.'/receipts/'.$receipt->id => Http::sequence()->push(['id' => $receipt->id, 'status' => 'CREATED'])->push(cbDone($receipt->id)),
    ]);
    $register = app(CheckboxRegister::class);

    expect($register->read($receipt, $this->register)->done)->toBeFalse();
    $state = $register->read($receipt, $this->register);
    expect($state->done)->toBeTrue()
        ->and($state->fiscalCode)->toBe('TEST-9Hr2Fk')
        ->and($state->number)->toBe('42')
        ->and($state->taxUrl)->toBe('https://cabinet.tax.gov.ua/cashregs/check?id=TEST-9Hr2Fk')
        ->and($state->receiptUrl)->toBe('https://check.checkbox.ua/'.$receipt->id)
        ->and($state->offline)->toBeFalse();
});

it('keeps a receipt created offline as done, marked offline', function () {
    $receipt = cbReceipt();
    Http::fake([
        CB.'/cashier/signinPinCode' => Http::response(['access_token' => 'tok-1']),
        CB.'/receipts/'.$receipt->id => Http::response(cbDone($receipt->id, ['is_created_offline' => true, 'tax_url' => null, 'fiscal_code' => 'OFF-1'])),
    ]);

    $state = app(CheckboxRegister::class)->read($receipt, $this->register);

    expect($state->done)->toBeTrue()->and($state->offline)->toBeTrue()->and($state->taxUrl)->toBeNull()->and($state->fiscalCode)->toBe('OFF-1');
});

it('renews an expired token on a 401 and tries once more', function () {
    $receipt = cbReceipt();
    Cache::put('checkbox:token:'.sha1('LIC-1|0000111'), 'expired', 3600);
    Http::fake([
        CB.'/cashier/signinPinCode' => Http::response(['access_token' => 'fresh']),
        CB.'/receipts/'.$receipt->id => fn (Request $r) => $r->header('Authorization') === ['Bearer expired']
            ? Http::response(['message' => 'Not authenticated'], 401)
            : Http::response(cbDone($receipt->id)),
    ]);

    expect(app(CheckboxRegister::class)->read($receipt, $this->register)->done)->toBeTrue();
    Http::assertSentCount(3);
});

it('answers a create refused because the id exists by reading that receipt: a retry never makes a second one', function () {
    $receipt = cbReceipt();
    Http::fake([
        CB.'/cashier/signinPinCode' => Http::response(['access_token' => 'tok-1']),
        CB.'/receipts/sell' => Http::response(['message' => 'Чек з таким ідентифікатором вже існує'], 400),
        CB.'/receipts/'.$receipt->id => Http::response(cbDone($receipt->id)),
    ]);

    $state = app(CheckboxRegister::class)->send($receipt, $this->register);

    expect($state->done)->toBeTrue()->and($state->fiscalCode)->toBe('TEST-9Hr2Fk');
    Http::assertSentCount(3);
});

it('marks a receipt Checkbox refuses with 422 as failed, with the reason', function () {
    $receipt = cbReceipt();
    Http::fake([
        CB.'/cashier/signinPinCode' => Http::response(['access_token' => 'tok-1']),
        CB.'/cashier/shift' => Http::response(['id' => 'sh-1', 'status' => 'OPENED']),
        CB.'/shifts/sh-1' => Http::response(['id' => 'sh-1', 'status' => 'OPENED']),
        CB.'/receipts/sell' => Http::response(['detail' => [['loc' => ['body', 'goods', 0, 'good', 'price'], 'msg' => 'ensure this value is greater than 0']]], 422),
        CB.'/receipts/'.$receipt->id => Http::response(['message' => 'Not found'], 404),
    ]);

    expect(app(Issuer::class)->issue($receipt->id))->toBeNull();

    $receipt->refresh();
    expect($receipt->status)->toBe('failed')
        ->and($receipt->last_error)->toContain('body.goods.0.good.price: ensure this value is greater than 0')
        ->and($receipt->attempts)->toBe(1);
});

it('keeps the receipt pending with the error on a 5xx or a timeout, for the job to retry with the same id', function (Closure $answer) {
    $receipt = cbReceipt();
    Http::fake([
        CB.'/cashier/signinPinCode' => Http::response(['access_token' => 'tok-1']),
        CB.'/cashier/shift' => Http::response(['id' => 'sh-1', 'status' => 'OPENED']),
        CB.'/shifts/sh-1' => Http::response(['id' => 'sh-1', 'status' => 'OPENED']),
        CB.'/receipts/sell' => $answer,
    ]);

    expect(fn () => app(Issuer::class)->issue($receipt->id))->toThrow(FiscalUnavailableException::class);

    $receipt->refresh();
    expect($receipt->status)->toBe('pending')->and($receipt->last_error)->not->toBeNull()->and($receipt->attempts)->toBe(1)->and($receipt->sent_at)->toBeNull();
})->with([
    '502' => fn () => fn () => Http::response('Bad gateway', 502),
    'timeout' => fn () => fn () => throw new ConnectionException('cURL error 28: Operation timed out'),
]);

it('opens a shift when none is open and waits until it is OPENED', function () {
    Http::fake([
        CB.'/cashier/signinPinCode' => Http::response(['access_token' => 'tok-1']),
        CB.'/cashier/shift' => Http::response(null, 200),
        CB.'/shifts' => Http::response(['id' => 'sh-2', 'status' => 'CREATED'], 202),
        CB.'/shifts/sh-2' => Http::sequence()->push(['id' => 'sh-2', 'status' => 'OPENING'])->push(['id' => 'sh-2', 'status' => 'OPENED']),
    ]);

    $shift = app(Shifts::class)->ensureOpen($this->register);

    expect($shift->external_id)->toBe('sh-2')->and($shift->status)->toBe('opened');
    Http::assertSent(fn (Request $r) => $r->method() === 'POST' && $r->url() === CB.'/shifts' && $r->header('X-License-Key') === ['LIC-1']);
});

it('closes the shift with the Z-report after the closing time and keeps its totals', function () {
    FiscalShift::query()->create(['driver' => 'checkbox', 'register' => 'chain', 'external_id' => 'sh-3', 'status' => 'opened', 'opened_at' => now()->subHours(2)]);
    Http::fake([
        CB.'/cashier/signinPinCode' => Http::response(['access_token' => 'tok-1']),
        CB.'/cashier/shift' => Http::response(['id' => 'sh-3', 'status' => 'OPENED']),
        CB.'/shifts/close' => Http::response(['id' => 'sh-3', 'status' => 'CLOSING'], 202),
        CB.'/shifts/sh-3' => Http::response(['id' => 'sh-3', 'status' => 'CLOSED', 'z_report' => [
            'payments' => [['type' => 'CASHLESS', 'sell_sum' => 120000, 'return_sum' => 25000], ['type' => 'CASH', 'sell_sum' => 30000, 'return_sum' => 0]],
            'sell_receipts_count' => 4, 'return_receipts_count' => 1,
        ]]),
    ]);

    expect(app(Shifts::class)->closeDue(app(Registers::class), now()->setTimezone('Europe/Kyiv')->setTime(23, 50)->toImmutable()))->toBe(1);

    $shift = FiscalShift::query()->where('external_id', 'sh-3')->sole();
    expect($shift->status)->toBe('closed')->and($shift->sell_sum)->toBe(150000)->and($shift->return_sum)->toBe(25000)
        ->and($shift->sell_count)->toBe(4)->and($shift->return_count)->toBe(1);
    Http::assertSent(fn (Request $r) => $r->method() === 'POST' && $r->url() === CB.'/shifts/close');
});

it('lists the register\'s taxes from GET /tax', function () {
    Http::fake([
        CB.'/cashier/signinPinCode' => Http::response(['access_token' => 'tok-1']),
        CB.'/tax' => Http::response([['code' => 1, 'label' => 'ПДВ', 'symbol' => 'А', 'rate' => 20], ['code' => 8, 'label' => 'Без ПДВ', 'symbol' => 'Ж', 'rate' => 0]]),
    ]);

    expect(app(CheckboxRegister::class)->taxes($this->register))->toBe([1 => 'А ПДВ', 8 => 'Ж Без ПДВ']);
});

it('reports a cashier the register refuses', function () {
    Http::fake([
        CB.'/cashier/signinPinCode' => Http::response(['message' => 'Invalid PIN'], 403),
    ]);
    expect(app(CheckboxRegister::class)->status($this->register))->toMatchArray(['ok' => false])
        ->and(app(CheckboxRegister::class)->status($this->register)['message'])->toContain('Invalid PIN');
});

it('reports an offline register', function () {
    Http::fake([
        CB.'/cashier/signinPinCode' => Http::response(['access_token' => 'tok-1']),
        CB.'/cash-registers/info' => Http::response(['id' => 'cr-1', 'offline_mode' => true, 'has_shift' => true]),
    ]);
    expect(app(CheckboxRegister::class)->status($this->register))->toBe(['ok' => true, 'offline' => true, 'message' => 'the register works offline (the tax service is not reached)']);
});

it('goes offline and back online through the documented calls', function () {
    Http::fake([
        CB.'/cashier/signinPinCode' => Http::response(['access_token' => 'tok-1']),
        CB.'/cash-registers/go-offline' => Http::response(null, 200),
        CB.'/cash-registers/go-online' => Http::response(['message' => 'Tax service unreachable'], 400),
    ]);
    app(CheckboxRegister::class)->goOffline($this->register);

    expect(fn () => app(CheckboxRegister::class)->goOnline($this->register))->toThrow(FiscalUnavailableException::class, 'Tax service unreachable');
});

it('refuses to call Checkbox without a licence key or PIN', function () {
    expect(fn () => app(CheckboxRegister::class)->taxes(new Register('chain', null, null)))->toThrow(FiscalUnavailableException::class);
    Http::assertNothingSent();
});

it('marks a receipt whose fiscalization ended in ERROR as failed', function () {
    $receipt = cbReceipt(['sent_at' => now()]);
    Http::fake([
        CB.'/cashier/signinPinCode' => Http::response(['access_token' => 'tok-1']),
        CB.'/receipts/'.$receipt->id => Http::response(['id' => $receipt->id, 'status' => 'ERROR', 'transaction' => ['response_error_message' => 'Невірний підпис']]),
    ]);

    expect(fn () => app(CheckboxRegister::class)->read($receipt, $this->register))->toThrow(FiscalRejectedException::class, 'Невірний підпис');
});
