<?php

namespace App\Http\Middleware;

use App\Http\Middleware\Concerns\AnswersBeforeRouting;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Exception\HttpException;

/**
 * A request body larger than shop.limits.max_body_bytes is answered 413 before the app reads it: JSON
 * ({"message"}) for the shop API and the JSON routes, the error page otherwise. The web server's own limit
 * (nginx client_max_body_size) stays the outer wall; this one holds wherever the app is served.
 */
class LimitRequestBody
{
    use AnswersBeforeRouting;

    public function handle(Request $request, Closure $next): Response
    {
        $max = self::isPhotoUpload($request)
            ? (int) config('shop.menu.photo_max_kb') * 1024 + 65536
            : (int) config('shop.limits.max_body_bytes');
        if ($max <= 0 || self::length($request) <= $max) {
            return $next($request);
        }

        $message = trans('requests.too_large', ['kb' => intdiv($max, 1024)], self::language($request));
        if (self::answersJson($request)) {
            return response()->json(['message' => $message], 413);
        }

        throw new HttpException(413, $message);
    }

    /**
     * A staff menu photo upload (multipart, a POST that Inertia spoofs as PUT with _method) may carry a photo of up to
     * shop.menu.photo_max_kb and its form fields.
     */
    private static function isPhotoUpload(Request $request): bool
    {
        return $request->getRealMethod() === 'POST' && preg_match('#^(?:en/)?staff/menu/(?:products|promotions)/[0-9]{1,10}/photo$#', $request->path()) === 1;
    }

    /** The declared length, or the body's own length when none was declared (a chunked body). */
    private static function length(Request $request): int
    {
        $declared = $request->server('CONTENT_LENGTH', $request->header('Content-Length'));
        if (is_numeric($declared)) {
            return (int) $declared;
        }

        return in_array($request->getMethod(), ['GET', 'HEAD', 'OPTIONS'], true) ? 0 : strlen((string) $request->getContent());
    }
}
