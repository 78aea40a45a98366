<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Support\Health\Check;
use App\Support\Health\Health;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/**
 * GET /api/health for load balancers and monitors. The public answer is {"status": "ok"|"fail"}: fail when any check
 * fails (a warning is still ok). The HTTP code is for balancers: 503 only when this node cannot serve (database, cache
 * or queue do not answer, Health::SERVING), else 200. With the X-Health-Token header equal to SHOP_HEALTH_TOKEN the answer
 * names each check with its status (ok, warn, fail), value, threshold, message and time. Causes go to the log only.
 */
class HealthController extends Controller
{
    public const TOKEN_HEADER = 'X-Health-Token';

    public function __invoke(Request $request, Health $health): JsonResponse
    {
        $checks = $health->run();
        $worst = Health::worst($checks);
        $body = ['status' => $worst === Check::FAIL ? 'fail' : 'ok'];
        if (self::mayReadDetail($request)) {
            $body = [
                'status' => $worst,
                'failing' => array_keys(array_filter($checks, fn (Check $c) => $c->status === Check::FAIL)),
                'warning' => array_keys(array_filter($checks, fn (Check $c) => $c->status === Check::WARN)),
                'checks' => array_map(fn (Check $c) => $c->toArray(), $checks),
            ];
        }

        return response()->json($body, Health::serving($checks) ? 200 : 503, ['Cache-Control' => 'no-store']);
    }

    private static function mayReadDetail(Request $request): bool
    {
        $token = (string) config('shop.health.token');
        $given = $request->header(self::TOKEN_HEADER);

        return $token !== '' && is_string($given) && hash_equals($token, $given);
    }
}
