@php
    $locale = $page['props']['locale'] ?? app()->getLocale();
@endphp
<!DOCTYPE html>
<html lang="{{ \App\Support\Locales::tag($locale) }}">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="#1f2430">
    <meta name="robots" content="noindex, nofollow">
    <title>{{ config('shop.brand') }}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    @vite(['resources/js/app.tsx', "resources/js/pages/{$page['component']}.tsx"])
    @inertiaHead
</head>
<body class="staff-body">
    @inertia
</body>
</html>
