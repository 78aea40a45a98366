<?php

namespace App\Http\Controllers;

use App\ShopApi\Exceptions\NotFoundException;
use App\ShopApi\ShopApi;
use App\Support\LocalizedUrl;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/**
 * An order's tracking page, for whoever holds its link (the order's unguessable token: no sign-in), and its feed. The
 * page shows only the order's own facts and what the customer typed (first name, a masked phone), is `noindex` and
 * `no-store`. The page polls the feed with the ETag it holds: while the order did not move the answer is 304 after
 * one query (the order's version by its token); a moved order is read and answered whole.
 */
class TrackingController extends Controller
{
    public function __construct(private ShopApi $api) {}

    /** The tracking page of the order with this token; any other token is a 404. */
    public function show(string $token): InertiaResponse
    {
        $version = $this->version($token);

        return Inertia::render('tracking/show', [
            'tracking' => $this->tracking($token),
            'feed' => self::feedProps($token, $version),
            // The dishes the holder of the link may rate once the order is completed (reloaded then), by its token.
            'reference' => $token,
            'reviews' => fn () => $this->api->orderReviews($token),
        ]);
    }

    /** GET track.feed: 304 while the order's version matches If-None-Match, the tracking view (JSON) once it moved. */
    public function feed(Request $request, string $token): JsonResponse|Response
    {
        $etag = self::etag($this->version($token));
        if (in_array($etag, $request->getETags(), true)) {
            return response('', 304)->setEtag(trim($etag, '"'));
        }

        return response()->json(['tracking' => $this->tracking($token)])->setEtag(trim($etag, '"'));
    }

    /** @return array<string, mixed> */
    private function tracking(string $token): array
    {
        try {
            return $this->api->order($token)->forTracking();
        } catch (NotFoundException) {
            abort(404);
        }
    }

    private function version(string $token): string
    {
        try {
            return $this->api->orderVersion($token);
        } catch (NotFoundException) {
            abort(404);
        }
    }

    /** What a page needs to follow an order: the tracking page, the feed it polls with the ETag of $version, how often.
     *  @return array{page: string, url: string, etag: string, pollMs: int} */
    public static function feedProps(string $token, string $version): array
    {
        return [
            'page' => LocalizedUrl::route('track', ['token' => $token]),
            'url' => LocalizedUrl::route('track.feed', ['token' => $token]),
            'etag' => self::etag($version),
            'pollMs' => (int) config('shop.tracking.poll_ms'),
        ];
    }

    /** One ETag per order version and page language (the answer's texts are in it). */
    private static function etag(string $version): string
    {
        return '"'.substr(sha1($version.'|'.app()->getLocale()), 0, 20).'"';
    }
}
