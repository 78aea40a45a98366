<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use Illuminate\Http\JsonResponse;

/** GET /api/ping: the balancer's liveness probe and bench/'s framework floor (a controller, so route:cache keeps it cheap). */
class PingController extends Controller
{
    public function __invoke(): JsonResponse
    {
        return response()->json(['ok' => true]);
    }
}
