<?php

namespace Tests\Feature\Inertia;

/** What the Inertia tests read of a page and write as a build. */
final class InertiaFixtures
{
    public static function writeBuild(string $public, string $manifest, ?string $buildId, int $manifestTime, ?int $buildIdTime = null): string
    {
        file_put_contents("$public/build/manifest.json", $manifest);
        touch("$public/build/manifest.json", $manifestTime);
        if ($buildId !== null) {
            file_put_contents("$public/build/build-id.json", $buildId);
            touch("$public/build/build-id.json", $buildIdTime ?? $manifestTime);
        }

        return substr(hash('sha256', $manifest), 0, 16);
    }

    /** The once keys of the dictionaries in a language, as the browser names them in X-Inertia-Except-Once-Props. */
    public static function dictionaryKeys(string $locale): string
    {
        return implode(',', array_map(fn (string $name) => "$name:$locale", DICTIONARIES));
    }

    /** The cookies a response leaves in the browser (the session lives in its cookie: only the cookies carry it on). */
    public static function browserCookies(\Illuminate\Testing\TestResponse $response): array
    {
        app('session')->forgetDrivers();

        return collect($response->headers->getCookies())->reject(fn ($c) => $c->isCleared())->mapWithKeys(fn ($c) => [$c->getName() => $c->getValue()])->all();
    }
}
