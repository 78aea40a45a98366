<?php

namespace App\Http\Middleware;

use App\Http\Middleware\Concerns\AnswersBeforeRouting;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Exception\HttpException;

/**
 * Input that is not UTF-8 never reaches the app (where it would fail later, when a JSON answer or the database
 * meets it): a query or form field with invalid bytes in its name or value is a 422 on that field, a JSON body
 * that is not UTF-8 a 400; pages answer the 400 error page.
 */
class RejectMalformedText
{
    use AnswersBeforeRouting;

    /** Fields named in one answer at most. */
    private const MAX_FIELDS = 5;

    public function handle(Request $request, Closure $next): Response
    {
        $fields = [];
        self::scan($request->query->all(), '', $fields);
        $jsonBody = $request->isJson();
        if (! $jsonBody) {
            self::scan($request->request->all(), '', $fields);
        }
        $badBody = $jsonBody && ! mb_check_encoding((string) $request->getContent(), 'UTF-8');
        if ($fields === [] && ! $badBody) {
            return $next($request);
        }

        $message = trans('requests.malformed_text', [], self::language($request));
        if (! self::answersJson($request)) {
            throw new HttpException(400, $message);
        }

        return $fields === []
            ? response()->json(['message' => $message], 400)
            : response()->json(['message' => $message, 'errors' => array_fill_keys($fields, [$message])], 422);
    }

    /** Collect the dot paths (their invalid bytes replaced) of the names and values that are not UTF-8.
     *  @param  array<mixed>  $input
     *  @param  list<string>  $fields */
    private static function scan(array $input, string $prefix, array &$fields): void
    {
        foreach ($input as $key => $value) {
            if (count($fields) >= self::MAX_FIELDS) {
                return;
            }
            $name = $prefix.mb_scrub((string) $key, 'UTF-8');
            if (! mb_check_encoding((string) $key, 'UTF-8') || (is_string($value) && ! mb_check_encoding($value, 'UTF-8'))) {
                $fields[] = $name;
            } elseif (is_array($value)) {
                self::scan($value, $name.'.', $fields);
            }
        }
    }
}
