<?php

namespace App\Http\Middleware;

use App\Http\BodyLimit;
use App\Http\Middleware\Concerns\AnswersBeforeRouting;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Exception\HttpException;

/**
 * A request body larger than shop.limits.max_body_bytes is answered 413 before the app reads it: JSON
 * ({"message"}) for the shop API and the JSON routes, the error page otherwise. public/index.php refuses it earlier
 * still, before Laravel captures the request (App\Http\BodyLimit, the same rule); this check holds wherever the app
 * is run without that entry point. The web server's own limit (nginx client_max_body_size) stays the outer wall.
 */
class LimitRequestBody
{
    use AnswersBeforeRouting;

    public function handle(Request $request, Closure $next): Response
    {
        $max = BodyLimit::max($request->getRealMethod(), $request->getPathInfo(), (int) config('shop.limits.max_body_bytes'), (int) config('shop.menu.photo_max_kb'));
        $declared = $request->server('CONTENT_LENGTH', $request->header('Content-Length'));
        if ($max <= 0 || BodyLimit::length($declared, $request->getMethod(), $max, fn () => (string) $request->getContent()) <= $max) {
            return $next($request);
        }

        $message = trans('requests.too_large', ['kb' => intdiv($max, 1024)], self::language($request));
        if (self::answersJson($request)) {
            return response()->json(['message' => $message], 413);
        }

        throw new HttpException(413, $message);
    }
}
