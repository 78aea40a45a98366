<?php

namespace App\Support;

use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\IpUtils;

/**
 * A request from this machine itself: the TCP peer (REMOTE_ADDR, never a forwarded address) is a loopback
 * address and no proxy header says it relays someone else. A request that came through a proxy is not one.
 */
final class LoopbackClient
{
    /** Headers a reverse proxy adds when it relays a client. */
    public const PROXY_HEADERS = ['X-Forwarded-For', 'Forwarded', 'X-Real-Ip', 'X-Forwarded-Host'];

    public static function is(Request $request): bool
    {
        foreach (self::PROXY_HEADERS as $header) {
            if ($request->headers->has($header)) {
                return false;
            }
        }

        return self::isLoopbackAddress($request->server->get('REMOTE_ADDR'));
    }

    public static function isLoopbackAddress(mixed $ip): bool
    {
        return is_string($ip) && filter_var($ip, FILTER_VALIDATE_IP) !== false && IpUtils::checkIp($ip, ['127.0.0.0/8', '::1']);
    }
}
