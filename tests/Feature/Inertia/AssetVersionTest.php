<?php

use App\Http\Middleware\HandleInertiaRequests;
use Illuminate\Support\Facades\File;
use Tests\Feature\Inertia\InertiaFixtures;

// The asset version every Inertia visit is checked against: the build's id, as the browser's freshness check reads it.

beforeEach(function () {
    $this->public = storage_path('framework/testing/public-'.getmypid().'-'.bin2hex(random_bytes(4)));
    File::ensureDirectoryExists($this->public.'/build');
    $this->original = public_path();
    app()->usePublicPath($this->public);
});

afterEach(function () {
    app()->usePublicPath($this->original);
    File::deleteDirectory($this->public);
});

it('is the id scripts/write-build-id.mjs wrote after the manifest', function () {
    InertiaFixtures::writeBuild($this->public, '{"a":1}', '{"id":"0123456789abcdef","builtAt":"2026-11-25T10:00:00Z"}', 1_700_000_000, 1_700_000_001);

    expect((new HandleInertiaRequests)->version(request()))->toBe('0123456789abcdef');
});

it('is the manifest\'s own hash when build-id.json is older than the manifest, missing or not an id', function (?string $buildId, int $offset) {
    $hash = InertiaFixtures::writeBuild($this->public, '{"resources/js/app.tsx":{"file":"assets/app-x.js"}}', $buildId, 1_700_000_100, 1_700_000_100 + $offset);

    expect((new HandleInertiaRequests)->version(request()))->toBe($hash);
})->with([
    'older' => ['{"id":"0123456789abcdef"}', -5],
    'missing' => [null, 0],
    'not an id' => ['{"id":"<script>"}', 5],
    'not JSON' => ['garbage', 5],
]);

it('is the same as the build id npm run build writes, for the real build', function () {
    app()->usePublicPath($this->original);
    $manifest = public_path('build/manifest.json');

    expect((new HandleInertiaRequests)->version(request()))->toBe(substr(hash_file('sha256', $manifest), 0, 16))
        ->and(json_decode((string) file_get_contents(public_path('build/build-id.json')), true)['id'])->toBe(substr(hash_file('sha256', $manifest), 0, 16));
});

it('is none without a build', function () {
    expect((new HandleInertiaRequests)->version(request()))->toBeNull();
});
