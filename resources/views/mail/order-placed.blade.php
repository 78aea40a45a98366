@php($money = fn (int $minor) => \App\Shop\Ordering\Money::format($minor, 'uk'))
Замовлення {{ $order->number }} ({{ $order->order_type === 'delivery' ? 'доставка' : 'самовивіз' }}, {{ $order->payment_type }})

Клієнт: {{ $order->name }}, +{{ $order->phone }}{{ $order->customer_id ? '' : ' (гість)' }}
Час: {{ $order->asap ? 'якнайшвидше, до '.$order->eta_at->setTimezone($timezone)->format('d.m.Y H:i') : $order->slot_at->setTimezone($timezone)->format('d.m.Y H:i') }}
@if ($order->order_type === 'delivery')
Адреса: {{ $order->region?->translate('name', 'uk') }}, {{ $order->address['street'] ?? '' }} {{ $order->address['house'] ?? '' }}@isset($order->address['entrance']), під’їзд {{ $order->address['entrance'] }}@endisset @isset($order->address['floor']), поверх {{ $order->address['floor'] }}@endisset @isset($order->address['apartment']), кв. {{ $order->address['apartment'] }}@endisset

@isset($order->address['comment'])Кур’єру: {{ $order->address['comment'] }}
@endisset
@else
Ресторан: {{ $order->restaurant?->translate('name', 'uk') }}
@endif
Осіб: {{ $order->persons }}
@if ($order->change_from)Решта з: {{ $money($order->change_from) }}
@endif
@if ($order->comment)Коментар: {{ $order->comment }}
@endif

@foreach ($order->lines as $line)
- {{ $line->translatedName('uk') }} × {{ $line->quantity }} = {{ $money($line->line_total) }}@foreach ($line->modifiers as $modifier) (+ {{ $modifier['name']['uk'] ?? '' }} × {{ $modifier['quantity'] }})@endforeach

@endforeach

@foreach ($order->totals as $row)
{{ $row['code'] }}: {{ $money($row['amount']) }}
@endforeach
