<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Context;
use Symfony\Component\HttpFoundation\Response;

/**
 * One id per request for the logs: a well-formed X-Request-Id from the balancer is kept, anything else is
 * replaced by a new one. The id is put in the log context (and so in the jobs the request queues), on the
 * request for the calls it makes upstream, and on the response.
 */
class AssignRequestId
{
    public const HEADER = 'X-Request-Id';

    /** 8–128 characters of letters, digits and . _ : - (nginx's $request_id, UUIDs, most tracing ids). */
    public const PATTERN = '/^[A-Za-z0-9._:-]{8,128}$/';

    public function handle(Request $request, Closure $next): Response
    {
        $incoming = $request->headers->get(self::HEADER);
        $id = is_string($incoming) && preg_match(self::PATTERN, $incoming) ? $incoming : bin2hex(random_bytes(16));

        $request->headers->set(self::HEADER, $id);
        Context::add('request_id', $id);

        $response = $next($request);
        $response->headers->set(self::HEADER, $id);

        return $response;
    }

    /** The id of the request being served (null outside a request, e.g. in a console command). */
    public static function current(): ?string
    {
        $id = Context::get('request_id');

        return is_string($id) ? $id : null;
    }
}
