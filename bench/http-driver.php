<?php

/**
 * The HTTP side of bench/cluster-client.php and bench/chaos-client.php (required, not run): curl_multi with one cookie
 * jar per customer; each customer is a generator that yields what it needs next (a request, a group of requests sent
 * at once, a pause, an SMS code from an outbox file), and the Driver runs many of them at once.
 */

declare(strict_types=1);

// The app's classes for the wire's values (App\Shop\Ordering\PaymentType and the like); the app itself is not booted.
require_once __DIR__.'/../vendor/autoload.php';

// ---------------------------------------------------------------------------------------------------------------
// HTTP: curl_multi with one cookie jar per customer; each customer is a generator that yields what it needs next.
// ---------------------------------------------------------------------------------------------------------------

final class Response
{
    /** @param  array<string, list<string>>  $headers */
    public function __construct(public int $status, public array $headers, public string $body, public float $ms, public string $error) {}

    public function header(string $name): ?string
    {
        return $this->headers[strtolower($name)][0] ?? null;
    }

    /** @return array<string, mixed>|null */
    public function json(): ?array
    {
        $data = json_decode($this->body, true);

        return is_array($data) ? $data : null;
    }

    /** The Inertia page object embedded in an HTML page. @return array<string, mixed>|null */
    public function page(): ?array
    {
        if (! preg_match('#<script data-page="app" type="application/json">(.*?)</script>#s', $this->body, $m)) {
            return null;
        }
        $page = json_decode(html_entity_decode($m[1]), true);

        return is_array($page) ? $page : null;
    }
}

final class Client
{
    /** @var array<string, string> */
    public array $cookies = [];

    public function __construct(public string $ip) {}

    /** Take the Set-Cookie headers of an answer (a removal is an expiry in the past or Max-Age <= 0). */
    public function remember(Response $r): void
    {
        foreach ($r->headers['set-cookie'] ?? [] as $line) {
            $parts = array_map('trim', explode(';', $line));
            [$name, $value] = array_pad(explode('=', array_shift($parts), 2), 2, '');
            $gone = false;
            foreach ($parts as $attr) {
                [$k, $v] = array_pad(explode('=', $attr, 2), 2, '');
                $k = strtolower($k);
                if (($k === 'max-age' && (int) $v <= 0) || ($k === 'expires' && strtotime($v) !== false && strtotime($v) < time())) {
                    $gone = true;
                }
            }
            if ($gone) {
                unset($this->cookies[$name]);
            } else {
                $this->cookies[$name] = $value;
            }
        }
    }

    /** @return list<string> */
    public function headers(bool $json): array
    {
        $h = ['Accept-Language: uk'];
        if ($this->cookies) {
            $h[] = 'Cookie: '.implode('; ', array_map(fn ($k, $v) => "$k=$v", array_keys($this->cookies), $this->cookies));
        }
        if ($json) {
            $h[] = 'Accept: application/json';
            $h[] = 'X-Requested-With: XMLHttpRequest';
            if (isset($this->cookies['XSRF-TOKEN'])) {
                $h[] = 'X-XSRF-TOKEN: '.urldecode($this->cookies['XSRF-TOKEN']);
            }
        } else {
            $h[] = 'Accept: text/html';
        }

        return $h;
    }
}

/** A request a flow yields: [kind, method, url, body|null, extra headers]. */
function req(string $kind, string $method, string $url, ?array $body = null, array $headers = []): array
{
    return ['req' => true, 'kind' => $kind, 'method' => $method, 'url' => $url, 'body' => $body, 'headers' => $headers];
}

final class Driver
{
    /** @var \CurlMultiHandle */
    private $mh;

    /** @var array<int, array{gen: Generator, client: Client, spec: array, handle: \CurlHandle, started: float, group: ?int, hdrs: array}> */
    private array $inflight = [];

    /** @var array<int, array{gen: Generator, left: int, results: array}> */
    private array $groups = [];

    /** @var list<array{gen: Generator, client: Client, at: float}> */
    private array $sleeping = [];

    /** @var list<array{gen: Generator, client: Client, phone: string, since: float, until: float}> */
    private array $waitingCode = [];

    private int $nextGroup = 0;

    /** @var list<array{kind: string, status: int, ms: float, at: float}> */
    public array $log = [];

    /** Called with every answer (the request's spec, the answer), before the flow sees it. */
    public ?Closure $observer = null;

    public function __construct(private string $outbox)
    {
        $this->mh = curl_multi_init();
    }

    public function start(Generator $gen, Client $client): void
    {
        $this->step($gen, $client, $gen->current());
    }

    /** Run until nothing is in flight; $tick runs every loop (start more flows, kill a node...). */
    public function run(?Closure $tick = null): void
    {
        do {
            if ($tick) {
                $tick($this);
            }
            $this->wake();
            if ($this->inflight) {
                curl_multi_exec($this->mh, $running);
                curl_multi_select($this->mh, 0.02);
                while ($info = curl_multi_info_read($this->mh)) {
                    $this->finish($info['handle'], $info['result']);
                }
            } elseif ($this->sleeping || $this->waitingCode) {
                usleep(20000);
            }
        } while ($this->inflight || $this->sleeping || $this->waitingCode || ($tick && $tick($this, true)));
    }

    private function step(Generator $gen, Client $client, mixed $what): void
    {
        if (! $gen->valid()) {
            return;
        }
        if (isset($what['req'])) {
            $this->send($gen, $client, $what, null);
        } elseif (isset($what['sleep'])) {
            $this->sleeping[] = ['gen' => $gen, 'client' => $client, 'at' => microtime(true) + $what['sleep']];
        } elseif (isset($what['code'])) {
            $this->waitingCode[] = ['gen' => $gen, 'client' => $client, 'phone' => $what['code'], 'since' => $what['since'], 'until' => microtime(true) + ($what['wait'] ?? 20)];
        } elseif (is_array($what) && array_is_list($what)) {
            $id = $this->nextGroup++;
            $this->groups[$id] = ['gen' => $gen, 'client' => $client, 'left' => count($what), 'results' => []];
            foreach ($what as $i => $spec) {
                $this->send($gen, $client, $spec + ['index' => $i], $id);
            }
        } else {
            throw new RuntimeException('A flow yielded something unknown: '.json_encode($what));
        }
    }

    private function send(Generator $gen, Client $client, array $spec, ?int $group): void
    {
        $h = curl_init($spec['url']);
        $hdrs = [];
        $json = $spec['body'] !== null || ! str_starts_with($spec['kind'], 'page');
        $headers = array_merge($client->headers($json), $spec['headers']);
        if ($spec['body'] !== null) {
            $headers[] = 'Content-Type: application/json';
            curl_setopt($h, CURLOPT_POSTFIELDS, json_encode($spec['body']));
        }
        curl_setopt_array($h, [
            CURLOPT_CUSTOMREQUEST => $spec['method'],
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_HTTPHEADER => $headers,
            CURLOPT_INTERFACE => $client->ip,
            CURLOPT_TIMEOUT => 30,
            CURLOPT_CONNECTTIMEOUT => 5,
            CURLOPT_FOLLOWLOCATION => false,
            CURLOPT_ENCODING => '',
            CURLOPT_HEADERFUNCTION => function ($ch, string $line) use (&$hdrs) {
                if (str_contains($line, ':')) {
                    [$k, $v] = explode(':', $line, 2);
                    $hdrs[strtolower(trim($k))][] = trim($v);
                }

                return strlen($line);
            },
        ]);
        curl_multi_add_handle($this->mh, $h);
        $this->inflight[spl_object_id($h)] = ['gen' => $gen, 'client' => $client, 'spec' => $spec, 'handle' => $h, 'started' => microtime(true), 'group' => $group, 'hdrs' => &$hdrs];
        unset($hdrs);
    }

    private function finish(\CurlHandle $h, int $result): void
    {
        $id = spl_object_id($h);
        $job = $this->inflight[$id];
        unset($this->inflight[$id]);
        $ms = (microtime(true) - $job['started']) * 1000;
        $status = $result === CURLE_OK ? (int) curl_getinfo($h, CURLINFO_RESPONSE_CODE) : 0;
        $r = new Response($status, $job['hdrs'], (string) curl_multi_getcontent($h), $ms, $result === CURLE_OK ? '' : curl_strerror($result));
        curl_multi_remove_handle($this->mh, $h);
        $this->log[] = ['kind' => $job['spec']['kind'], 'status' => $status, 'ms' => $ms, 'at' => microtime(true)];
        if ($this->observer) {
            ($this->observer)($job['spec'], $r);
        }
        $job['client']->remember($r);

        if ($job['group'] === null) {
            $this->resume($job['gen'], $job['client'], $r);

            return;
        }
        $g = &$this->groups[$job['group']];
        $g['results'][$job['spec']['index']] = $r;
        if (--$g['left'] === 0) {
            $results = $g['results'];
            ksort($results);
            $gen = $g['gen'];
            $client = $g['client'];
            unset($this->groups[$job['group']]);
            $this->resume($gen, $client, array_values($results));
        }
    }

    private function resume(Generator $gen, Client $client, mixed $value): void
    {
        $next = $gen->send($value);
        if ($gen->valid()) {
            $this->step($gen, $client, $next);
        }
    }

    private function wake(): void
    {
        $now = microtime(true);
        foreach ($this->sleeping as $i => $s) {
            if ($s['at'] <= $now) {
                unset($this->sleeping[$i]);
                $this->resume($s['gen'], $s['client'], null);
            }
        }
        $this->sleeping = array_values($this->sleeping);
        if ($this->waitingCode) {
            $messages = json_decode((string) @file_get_contents($this->outbox), true) ?: [];
            foreach ($this->waitingCode as $i => $w) {
                $code = null;
                foreach (array_reverse($messages) as $m) {
                    if (($m['phone'] ?? '') === $w['phone'] && strtotime($m['sent_at'] ?? '') >= floor($w['since']) - 1) {
                        $code = $m['code'] ?? null;
                        break;
                    }
                }
                if ($code !== null || $now > $w['until']) {
                    unset($this->waitingCode[$i]);
                    $this->resume($w['gen'], $w['client'], $code);
                }
            }
            $this->waitingCode = array_values($this->waitingCode);
        }
    }
}

/** Send a request again after a connection failure or a 502/503/504 (the customer presses again), same body and key. */
function attempt(array $spec, int $tries = 5): Generator
{
    for ($i = 1; ; $i++) {
        $r = yield $spec;
        if (! in_array($r->status, [0, 502, 503, 504], true) || $i >= $tries) {
            return $r;
        }
        yield ['sleep' => 0.25 * $i];
    }
}

function pct(array $values, float $p): ?float
{
    if ($values === []) {
        return null;
    }
    sort($values);

    return round($values[min(count($values) - 1, max(0, (int) ceil($p / 100 * count($values)) - 1))], 1);
}
