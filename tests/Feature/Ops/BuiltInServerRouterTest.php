<?php

use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Str;
use Tests\Support\Loopback;

// server.php, the router of `php artisan serve` and of the e2e server, run the way they run it: PHP's built-in server
// on a free loopback port over public/. Only files are asked for here, so the app itself is never booted.

beforeEach(function () {
    $this->asset = 'router-test-'.Str::lower(Str::random(10)).'.js';
    File::ensureDirectoryExists(public_path('build/assets'));
    File::put(public_path('build/assets/'.$this->asset), 'export const answer = 42;');
    $this->buildId = ! File::exists(public_path('build/build-id.json'));
    if ($this->buildId) {
        File::put(public_path('build/build-id.json'), '{"id":"router-test"}');
    }

    [$this->server, $this->base] = Loopback::phpServer(base_path('server.php'));
});

afterEach(function () {
    $this->server->stop(1);
    File::delete(public_path('build/assets/'.$this->asset));
    if ($this->buildId) {
        File::delete(public_path('build/build-id.json'));
    }
});

it('sends the hashed build for a year, immutable, with its type, and HEAD without the body', function () {
    $response = Http::get($this->base.'/build/assets/'.$this->asset);

    expect($response->status())->toBe(200)
        ->and($response->body())->toBe('export const answer = 42;')
        ->and($response->header('Cache-Control'))->toBe('public, max-age=31536000, immutable')
        ->and($response->header('Content-Type'))->toStartWith('text/javascript')
        ->and($response->header('X-Content-Type-Options'))->toBe('nosniff');

    $head = Http::send('HEAD', $this->base.'/build/assets/'.$this->asset);
    expect($head->status())->toBe(200)
        ->and($head->body())->toBe('')
        ->and($head->header('Cache-Control'))->toBe('public, max-age=31536000, immutable');
});

it('asks for the build id every time and keeps the artwork a day', function () {
    expect(Http::get($this->base.'/build/build-id.json')->header('Cache-Control'))->toBe('no-cache');

    $artwork = Http::get($this->base.'/images/placeholder.svg');
    expect($artwork->status())->toBe(200)
        ->and($artwork->header('Cache-Control'))->toBe('public, max-age=86400')
        ->and($artwork->header('Content-Type'))->toStartWith('image/svg+xml');
});

it('serves nothing outside public/, whatever the path climbs through', function (string $path) {
    $response = Http::withOptions(['curl' => [CURLOPT_PATH_AS_IS => true]])->get($this->base.$path);

    expect($response->status())->toBe(404)
        ->and($response->body())->not->toContain('<?php')
        ->and($response->header('Cache-Control'))->not->toContain('immutable');
})->with([
    'the router itself' => '/build/assets/../../../server.php',
    'from the artwork' => '/images/../../server.php',
    'an encoded climb' => '/build/assets/..%2f..%2f..%2fserver.php',
]);
