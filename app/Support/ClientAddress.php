<?php

namespace App\Support;

/**
 * The key under which limits count a client address: an IPv4 address as it is, an IPv6 address by its /64
 * network (one subscriber gets a whole /64, so counting single IPv6 addresses would let them rotate for ever).
 */
final class ClientAddress
{
    public static function limitKey(?string $ip): string
    {
        $ip = (string) $ip;
        if (! filter_var($ip, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6)) {
            return $ip === '' ? 'unknown' : $ip;
        }
        $packed = (string) inet_pton($ip);
        // An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is the IPv4 client it maps.
        if (str_starts_with($packed, str_repeat("\0", 10)."\xff\xff")) {
            return (string) inet_ntop(substr($packed, 12));
        }

        return inet_ntop(substr($packed, 0, 8).str_repeat("\0", 8)).'/64';
    }
}
