<?php

namespace App\Inertia\Testing;

use Illuminate\Testing\Fluent\AssertableJson;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Assert as PHPUnit;

/** Fluent assertions on an Inertia page's props, plus its component, url and version. */
class AssertableInertia extends AssertableJson
{
    private string $component;

    private string $url;

    private ?string $version;

    public static function fromTestResponse(TestResponse $response): self
    {
        $page = $response->headers->get('X-Inertia')
            ? $response->json()
            : $response->viewData('page');

        PHPUnit::assertIsArray($page, 'The response is not an Inertia page.');
        PHPUnit::assertArrayHasKey('component', $page);
        PHPUnit::assertArrayHasKey('props', $page);
        PHPUnit::assertArrayHasKey('url', $page);

        $instance = static::fromArray(json_decode(json_encode($page['props']), true));
        $instance->component = $page['component'];
        $instance->url = $page['url'];
        $instance->version = $page['version'] ?? null;

        return $instance;
    }

    public function component(string $component): self
    {
        PHPUnit::assertSame($component, $this->component, 'Unexpected Inertia page component.');

        return $this;
    }

    public function url(string $url): self
    {
        PHPUnit::assertSame($url, $this->url, 'Unexpected Inertia page url.');

        return $this;
    }

    public function version(string $version): self
    {
        PHPUnit::assertSame($version, $this->version, 'Unexpected Inertia page version.');

        return $this;
    }
}
