@php
    $locale = $page['props']['locale'] ?? app()->getLocale();
    $alternates = $page['props']['alternates'] ?? [];
@endphp
<!DOCTYPE html>
<html lang="{{ \App\Support\Locales::tag($locale) }}">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="#FF4A0B">
    <title>{{ config('shop.brand') }}</title>
    @foreach ($alternates as $code => $href)
        <link rel="alternate" hreflang="{{ \App\Support\Locales::tag($code) }}" href="{{ $href }}">
    @endforeach
    @if (isset($alternates[\App\Support\Locales::default()]))
        <link rel="alternate" hreflang="x-default" href="{{ $alternates[\App\Support\Locales::default()] }}">
    @endif
    @if (isset($alternates[$locale]))
        <link rel="canonical" href="{{ $alternates[$locale] }}">
    @endif
    <meta property="og:site_name" content="{{ config('shop.brand_name') }}">
    <meta property="og:locale" content="{{ str_replace('-', '_', \App\Support\Locales::tag($locale)) }}">
    @if (isset($alternates[$locale]))
        <meta property="og:url" content="{{ $alternates[$locale] }}">
    @endif
    @if (preg_match('/^(account|checkout|favorites|tracking)/', $page['component']))
        <meta name="robots" content="noindex">
    @endif
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    @isset($jsonLd)
        <script type="application/ld+json">{!! json_encode(value($jsonLd), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_HEX_TAG) !!}</script>
    @endisset
    @vite(['resources/js/app.tsx', "resources/js/pages/{$page['component']}.tsx"])
    @inertiaHead
</head>
<body>
    @inertia
</body>
</html>
