@php
    /** @var \App\Models\FiscalReceipt $receipt */
    $money = fn (int $v) => number_format($v / 100, 2, '.', ' ');
@endphp
<!DOCTYPE html>
<html lang="{{ $locale }}">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>{{ __('fiscal.page_title', ['number' => $receipt->number]) }}</title>
    <style nonce="{{ \Illuminate\Support\Facades\Vite::cspNonce() }}">
        body { font-family: ui-monospace, monospace; background: #f4f4f4; margin: 0; padding: 16px; color: #111; }
        main { max-width: 380px; margin: 0 auto; background: #fff; padding: 16px; border: 1px solid #ddd; }
        .stamp { border: 2px dashed #b00; color: #b00; text-align: center; padding: 8px; font-weight: bold; margin-bottom: 12px; }
        table { width: 100%; border-collapse: collapse; } td { padding: 2px 0; vertical-align: top; } td.n { text-align: right; white-space: nowrap; }
        hr { border: 0; border-top: 1px dashed #999; margin: 8px 0; } h1 { font-size: 16px; text-align: center; margin: 4px 0; }
    </style>
</head>
<body>
<main data-testid="sandbox-receipt">
    <p class="stamp" data-testid="not-fiscal">{{ __('fiscal.not_fiscal') }}</p>
    <h1>{{ config('shop.brand_name') }}</h1>
    <p>{{ $receipt->isReturn() ? __('fiscal.return_receipt') : __('fiscal.sell_receipt') }} № <span data-testid="receipt-number">{{ $receipt->number }}</span></p>
    <p>{{ __('fiscal.order') }} {{ $receipt->order->number }} · {{ $receipt->done_at?->setTimezone(config('shop.ordering.timezone'))->format('d.m.Y H:i') }}</p>
    <hr>
    <table>
        @foreach ($receipt->goods as $good)
            <tr><td>{{ $good['name'] }}<br>{{ $good['quantity'] / 1000 }} × {{ $money($good['price']) }}</td><td class="n">{{ $money(\App\Models\FiscalReceipt::lineSum($good['price'], $good['quantity'])) }}</td></tr>
        @endforeach
        @foreach ($receipt->discounts as $discount)
            <tr><td>{{ $discount['name'] }}</td><td class="n">{{ $discount['type'] === 'EXTRA_CHARGE' ? '+' : '−' }}{{ $money($discount['value']) }}</td></tr>
        @endforeach
    </table>
    <hr>
    <table>
        @foreach ($receipt->payments as $payment)
            <tr><td>{{ $payment['type'] === 'CASH' ? __('fiscal.cash') : __('fiscal.card') }} {{ $payment['card_mask'] ?? '' }}</td><td class="n">{{ $money($payment['value']) }}</td></tr>
        @endforeach
        <tr><td><strong>{{ __('fiscal.total') }}</strong></td><td class="n"><strong>{{ $money($receipt->total) }} {{ __('fiscal.currency') }}</strong></td></tr>
    </table>
    <hr>
    <p>{{ __('fiscal.fiscal_code') }}: {{ $receipt->fiscal_code }}</p>
    <p class="stamp">{{ __('fiscal.not_fiscal') }}</p>
</main>
</body>
</html>
