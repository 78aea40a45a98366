<?php

namespace App\Http\Middleware;

use App\Http\Caching\GuestPages;
use App\Shop\Payments\VivaGateway;
use App\Staff\Menu\MenuPhotos;
use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Vite;
use Symfony\Component\HttpFoundation\Response;

/**
 * The headers a security scanner expects of a shop, on every response: a content security policy (scripts only
 * from this origin, and with this response's nonce, which Vite's tags carry, unless the page may be a cached guest
 * page: one nonce for every guest would protect nothing, and no page has an inline script), no framing, nosniff, a
 * referrer policy, a permissions policy, HSTS when the request came over HTTPS, and `Cache-Control: no-store,
 * private` on every answer that did not declare itself public (guest pages, the catalog API) or sets a cookie.
 */
class SecurityHeaders
{
    public function handle(Request $request, Closure $next): Response
    {
        $nonce = GuestPages::isGuestRead($request) ? null : Vite::useCspNonce();
        $response = $next($request);

        $headers = $response->headers;
        // A public answer never carries a cookie: one added on the way out makes it private again.
        if (! $headers->hasCacheControlDirective('public') || $headers->getCookies() !== []) {
            $headers->set('Cache-Control', 'no-store, private');
        }
        $headers->set('Content-Security-Policy', $this->isHtml($response) ? $this->pagePolicy($nonce) : "default-src 'none'; frame-ancestors 'none'", false);
        $headers->set('X-Frame-Options', 'DENY', false);
        $headers->set('X-Content-Type-Options', 'nosniff', false);
        $headers->set('Referrer-Policy', 'strict-origin-when-cross-origin', false);
        $headers->set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()', false);
        $headers->set('Cross-Origin-Opener-Policy', 'same-origin', false);
        if ($request->isSecure() && config('shop.security.hsts_seconds') > 0) {
            $headers->set('Strict-Transport-Security', 'max-age='.(int) config('shop.security.hsts_seconds').'; includeSubDomains', false);
        }

        return $response;
    }

    private function isHtml(Response $response): bool
    {
        return str_starts_with((string) $response->headers->get('Content-Type', 'text/html'), 'text/html');
    }

    private function pagePolicy(?string $nonce): string
    {
        $self = "'self'";
        $scripts = $nonce === null ? [$self] : [$self, "'nonce-$nonce'"];
        $connect = [$self];
        // `npm run dev`: the Vite dev server serves the scripts and its hot-reload socket.
        if (Vite::isRunningHot()) {
            $origin = rtrim((string) file_get_contents(Vite::hotFile()));
            $scripts[] = $origin;
            $connect[] = $origin;
            $connect[] = preg_replace('#^http#', 'ws', $origin);
        }
        // Menu photos on a disk another host serves (an S3 bucket, a CDN: AWS_URL) come from there.
        $images = array_filter([$self, 'data:', MenuPhotos::foreignOrigin()]);
        // The card payment leaves the shop for the provider's hosted page.
        $forms = array_filter([$self, config('shop.payments.driver') === 'viva' ? $this->vivaCheckoutOrigin() : null]);

        return implode('; ', [
            "default-src $self",
            'script-src '.implode(' ', $scripts),
            // React renders style attributes on the server; no script can be injected through a style.
            "style-src $self 'unsafe-inline'",
            'img-src '.implode(' ', $images),
            "font-src $self",
            'connect-src '.implode(' ', $connect),
            "object-src 'none'",
            "base-uri $self",
            'form-action '.implode(' ', $forms),
            "frame-ancestors 'none'",
        ]);
    }

    private function vivaCheckoutOrigin(): ?string
    {
        $url = parse_url(VivaGateway::endpointUrl('checkout'));
        if (! isset($url['scheme'], $url['host'])) {
            return null;
        }

        return $url['scheme'].'://'.$url['host'].(isset($url['port']) ? ':'.$url['port'] : '');
    }
}
