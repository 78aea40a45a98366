<?php

namespace App\Inertia\Testing;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Arr;
use Illuminate\Testing\Fluent\AssertableJson;
use Illuminate\Testing\TestResponse;
use Illuminate\View\View;
use InvalidArgumentException;
use PHPUnit\Framework\Assert as PHPUnit;
use Symfony\Component\HttpFoundation\Response;

/**
 * Fluent assertions on an Inertia page (props through AssertableJson, plus component, url, version, history
 * flags and flash data), partial reloads of the page (reloadOnly, reloadExcept) and its deferred props.
 */
class AssertableInertia extends AssertableJson
{
    private string $component;

    private string $url;

    private ?string $version;

    private bool $encryptHistory;

    private bool $clearHistory;

    /** @var array<string, list<string>> */
    private array $deferredProps;

    /** @var array<string, mixed> */
    private array $flash;

    /** @var array<string, mixed> */
    private array $page;

    private ?Request $baseRequest = null;

    /** The page object inside an HTML document's `<script data-page>` element, or null. */
    private static function pageOfDocument(string $html): mixed
    {
        if (preg_match('#<script data-page="[^"]*" type="application/json">(.*?)</script>#s', $html, $m) !== 1) {
            return null;
        }

        return json_decode($m[1], true);
    }

    /** @param  TestResponse<Response>  $response */
    public static function fromTestResponse(TestResponse $response): self
    {
        $original = $response->baseResponse instanceof \Illuminate\Http\Response ? $response->baseResponse->original : null;
        $page = match (true) {
            (bool) $response->headers->get('X-Inertia') => $response->json(),
            $original instanceof View => $original->getData()['page'] ?? null,
            // A page served from a cache (the page cache keeps the HTML only): the page object of its document.
            default => self::pageOfDocument((string) $response->getContent()),
        };
        $page = is_array($page) ? json_decode(json_encode($page), true) : null;

        if (! is_array($page) || ! isset($page['component'], $page['url']) || ! array_key_exists('props', $page)
            || ! array_key_exists('version', $page) || ! array_key_exists('encryptHistory', $page) || ! array_key_exists('clearHistory', $page)) {
            PHPUnit::fail('Not a valid Inertia response.');
        }

        $instance = static::fromArray((array) $page['props']);
        $instance->component = $page['component'];
        $instance->url = $page['url'];
        $instance->version = $page['version'];
        $instance->encryptHistory = (bool) $page['encryptHistory'];
        $instance->clearHistory = (bool) $page['clearHistory'];
        $instance->deferredProps = $page['deferredProps'] ?? [];
        $instance->flash = $page['flash'] ?? [];
        $instance->page = $page;
        $instance->baseRequest = $response->baseRequest;

        return $instance;
    }

    /** The page's component; with inertia.testing.ensure_pages_exist (or $shouldExist) its file must exist too. */
    public function component(?string $value = null, ?bool $shouldExist = null): self
    {
        PHPUnit::assertSame($value, $this->component, 'Unexpected Inertia page component.');

        if ($shouldExist || ($shouldExist === null && config('inertia.testing.ensure_pages_exist', true))) {
            try {
                app('inertia.testing.view-finder')->find((string) $value);
            } catch (InvalidArgumentException) {
                PHPUnit::fail(sprintf('Inertia page component file [%s] does not exist.', $value));
            }
        }

        return $this;
    }

    public function url(string $value): self
    {
        PHPUnit::assertSame($value, $this->url, 'Unexpected Inertia page url.');

        return $this;
    }

    public function version(string $value): self
    {
        PHPUnit::assertSame($value, $this->version, 'Unexpected Inertia asset version.');

        return $this;
    }

    public function encryptsHistory(bool $value = true): self
    {
        PHPUnit::assertSame($value, $this->encryptHistory, $value ? 'The page does not encrypt the history.' : 'The page encrypts the history.');

        return $this;
    }

    public function clearsHistory(bool $value = true): self
    {
        PHPUnit::assertSame($value, $this->clearHistory, $value ? 'The page does not clear the history.' : 'The page clears the history.');

        return $this;
    }

    /** Load the deferred props of the given groups (all groups when only a callback is given) and assert on them.
     *  @param  Closure|list<string>|string  $groupsOrCallback */
    public function loadDeferredProps(Closure|array|string $groupsOrCallback, ?Closure $callback = null): self
    {
        $callback = $groupsOrCallback instanceof Closure ? $groupsOrCallback : $callback;
        $groups = $groupsOrCallback instanceof Closure ? array_keys($this->deferredProps) : Arr::wrap($groupsOrCallback);

        $props = [];
        foreach ($groups as $group) {
            PHPUnit::assertArrayHasKey($group, $this->deferredProps, sprintf('The page has no deferred group [%s].', $group));
            array_push($props, ...$this->deferredProps[$group]);
        }

        return $this->reloadOnly($props, $callback);
    }

    /**
     * Reload the page (partially with $only / $except) and assert on the answer.
     *
     * @param  list<string>|string|null  $only
     * @param  list<string>|string|null  $except
     */
    public function reload(?Closure $callback = null, array|string|null $only = null, array|string|null $except = null): self
    {
        $only = is_array($only) ? implode(',', $only) : $only;
        $except = is_array($except) ? implode(',', $except) : $except;

        $assertable = self::fromTestResponse((new ReloadRequest($this->url, $this->component, $this->version, $only, $except, $this->baseRequest))());
        $assertable->component($this->component, false);
        $assertable->url($this->url);
        if ($this->version !== null) {
            $assertable->version($this->version);
        }

        if ($callback) {
            $callback($assertable);
        }

        return $this;
    }

    /** @param  list<string>|string  $only */
    public function reloadOnly(array|string $only, ?Closure $callback = null): self
    {
        return $this->reload(only: $only, callback: function (AssertableInertia $assertable) use ($only, $callback) {
            $assertable->hasAll(is_array($only) ? $only : explode(',', $only));
            if ($callback) {
                $callback($assertable);
            }
        });
    }

    /** @param  list<string>|string  $except */
    public function reloadExcept(array|string $except, ?Closure $callback = null): self
    {
        return $this->reload(except: $except, callback: function (AssertableInertia $assertable) use ($except, $callback) {
            $assertable->missingAll(is_array($except) ? $except : explode(',', $except));
            if ($callback) {
                $callback($assertable);
            }
        });
    }

    public function hasFlash(string $key, mixed $expected = null): self
    {
        PHPUnit::assertTrue(Arr::has($this->flash, $key), sprintf('Inertia Flash Data is missing key [%s].', $key));
        if (func_num_args() > 1) {
            PHPUnit::assertSame($expected, Arr::get($this->flash, $key), sprintf('Inertia Flash Data [%s] does not match expected value.', $key));
        }

        return $this;
    }

    public function missingFlash(string $key): self
    {
        PHPUnit::assertFalse(Arr::has($this->flash, $key), sprintf('Inertia Flash Data has unexpected key [%s].', $key));

        return $this;
    }

    /** @return array<string, mixed> the whole page object (props and metadata) */
    public function toArray(): array
    {
        return [...$this->page, 'props' => $this->prop()];
    }
}
