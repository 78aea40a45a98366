<?php

namespace App\Inertia\Testing;

use App\Inertia\Support\Header;
use Illuminate\Contracts\Foundation\Application;
use Illuminate\Foundation\Testing\Concerns\MakesHttpRequests;
use Illuminate\Http\Request;
use Illuminate\Testing\TestResponse;
use Symfony\Component\HttpFoundation\Response;

/**
 * A partial reload of a page under test, as the client makes it: an Inertia visit of the same URL and version
 * with X-Inertia-Partial-Component and -Data / -Except. The cookies of the first request go along (those Laravel
 * encrypts arrive unreadable and are dropped by EncryptCookies; the plain ones, such as a sign-in cookie, pass).
 */
class ReloadRequest
{
    use MakesHttpRequests;

    protected Application $app;

    public function __construct(
        protected string $url,
        protected string $component,
        protected ?string $version,
        protected ?string $only = null,
        protected ?string $except = null,
        protected ?Request $baseRequest = null,
    ) {
        $this->app = app();
    }

    /** @return TestResponse<Response> */
    public function __invoke(): TestResponse
    {
        $headers = [Header::INERTIA => 'true', Header::VERSION => (string) $this->version, 'X-Requested-With' => 'XMLHttpRequest'];
        if ($this->only !== null && $this->only !== '') {
            $headers[Header::PARTIAL_COMPONENT] = $this->component;
            $headers[Header::PARTIAL_ONLY] = $this->only;
        }
        if ($this->except !== null && $this->except !== '') {
            $headers[Header::PARTIAL_COMPONENT] = $this->component;
            $headers[Header::PARTIAL_EXCEPT] = $this->except;
        }

        $cookies = array_filter($this->baseRequest?->cookies->all() ?? [], fn ($value) => is_string($value));

        return $this->withUnencryptedCookies($cookies)->get($this->url, $headers);
    }
}
