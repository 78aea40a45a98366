<?php

// Proxies whose X-Forwarded-For/-Proto/-Host/-Port headers are believed (read by Laravel's TrustProxies middleware):
// TRUSTED_PROXIES is a comma-separated list of IPs and CIDRs, or "*" for whichever peer connects (only when nothing
// but the load balancer can reach the app). Unset, none is trusted: request()->ip() is the TCP peer. Never null: a
// null list lets Laravel trust any peer for a Host ending in .on-forge.com or .on-vapor.com, which the client chooses.
$proxies = trim((string) env('TRUSTED_PROXIES', ''));

return [
    'proxies' => $proxies === '*' ? '*' : array_values(array_filter(array_map('trim', explode(',', $proxies)), fn (string $p) => $p !== '')),
];
