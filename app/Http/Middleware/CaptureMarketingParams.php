<?php

namespace App\Http\Middleware;

use App\Support\Cookies;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/** ?referral= on any page is kept for later sign-up; utm_* parameters are kept for analytics. */
class CaptureMarketingParams
{
    public function handle(Request $request, Closure $next): Response
    {
        $response = $next($request);

        $referral = $request->query('referral');
        if (is_string($referral) && preg_match(config('shop.referral_pattern'), $referral)) {
            $response->headers->setCookie(Cookies::referral($referral));
        }

        foreach (config('shop.cookies.utm.names') as $name) {
            $value = $request->query($name);
            if (is_string($value) && $value !== '' && mb_strlen($value) <= 100 && preg_match('/^[\p{L}\p{N} _.\-+%:|\/]+$/u', $value)) {
                $response->headers->setCookie(Cookies::utm($name, $value));
            }
        }

        return $response;
    }
}
