<?php

namespace App\Http\Middleware;

use App\Http\Middleware\Concerns\AnswersBeforeRouting;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Exception\HttpException;

/**
 * No list of the input (query, form or JSON body) may hold more than shop.limits.max_list_items elements, nor the
 * input more fields: counted before any middleware walks the input element by element (trimming, empty strings to
 * null) and before any route sees it. Only arrays are visited and each is counted in one step, so a list of 100,000
 * elements costs the same as one of 101. The routes' own, smaller bounds (App\Http\Requests\Concerns\BoundedLists)
 * then give their fields' messages.
 */
class LimitInputLists
{
    use AnswersBeforeRouting;

    public function handle(Request $request, Closure $next): Response
    {
        $max = (int) config('shop.limits.max_list_items');
        if ($max <= 0) {
            return $next($request);
        }

        foreach ([$request->query->all(), $request->request->all()] as $input) {
            if (count($input) > $max) {
                return $this->refuse($request, trans('requests.too_many_fields', ['max' => $max], self::language($request)), null);
            }
            $field = self::overlong($input, '', $max);
            if ($field !== null) {
                return $this->refuse($request, trans('requests.too_many_items', ['max' => $max], self::language($request)), $field);
            }
        }

        return $next($request);
    }

    /** The dot path of the first list longer than $max inside $input, or null.
     *  @param  array<mixed>  $input */
    private static function overlong(array $input, string $prefix, int $max): ?string
    {
        foreach ($input as $key => $value) {
            if (! is_array($value)) {
                continue;
            }
            $path = $prefix.mb_scrub((string) $key, 'UTF-8');
            if (count($value) > $max) {
                return $path;
            }
            if (($found = self::overlong($value, $path.'.', $max)) !== null) {
                return $found;
            }
        }

        return null;
    }

    /** 422 on the field (400 for the input as a whole) as JSON; the 400 error page for pages. */
    private function refuse(Request $request, string $message, ?string $field): Response
    {
        if (! self::answersJson($request)) {
            throw new HttpException(400, $message);
        }

        return $field === null
            ? response()->json(['message' => $message], 400)
            : response()->json(['message' => $message, 'errors' => [$field => [$message]]], 422);
    }
}
