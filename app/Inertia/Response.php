<?php

namespace App\Inertia;

use App\Inertia\Ssr\Gateway;
use Closure;
use Illuminate\Contracts\Support\Arrayable;
use Illuminate\Contracts\Support\Responsable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;
use Symfony\Component\HttpFoundation\Response as SymfonyResponse;

/** One Inertia page: JSON for Inertia visits, the root view (server-rendered when possible) otherwise. */
class Response implements Responsable
{
    protected int $status = 200;

    /** @var array<string, string> */
    protected array $headers = [];

    /** @var array<string, mixed> */
    protected array $viewData = [];

    /** @param  array<string, mixed>  $props */
    public function __construct(
        protected string $component,
        protected array $props,
        protected string $rootView,
        protected string $version,
    ) {}

    public function status(int $status): static
    {
        $this->status = $status;

        return $this;
    }

    public function withHeader(string $name, string $value): static
    {
        $this->headers[$name] = $value;

        return $this;
    }

    /** Data for the root view only (not sent on Inertia visits); closures are evaluated when the HTML is rendered.
     *  @param  array<string, mixed>  $data */
    public function withViewData(array $data): static
    {
        $this->viewData = array_merge($this->viewData, $data);

        return $this;
    }

    /** @param  Request  $request */
    public function toResponse($request): SymfonyResponse
    {
        $page = $this->page($request);

        if ($request->header('X-Inertia')) {
            return new JsonResponse($page, $this->status, array_merge($this->headers, [
                'X-Inertia' => 'true',
                'Vary' => 'X-Inertia',
            ]));
        }

        $ssr = app(Gateway::class)->dispatch($page);
        $viewData = array_map(fn ($value) => $value instanceof Closure ? $value() : $value, $this->viewData);

        return response()->view($this->rootView, array_merge($viewData, ['page' => $page, 'ssr' => $ssr]), $this->status, array_merge($this->headers, [
            'Vary' => 'X-Inertia',
        ]));
    }

    /** @return array<string, mixed> */
    public function page(Request $request): array
    {
        return [
            'component' => $this->component,
            'props' => $this->resolveProps($request),
            'url' => $request->getRequestUri(),
            'version' => $this->version,
            'encryptHistory' => false,
            'clearHistory' => false,
        ];
    }

    /** @return array<string, mixed> */
    protected function resolveProps(Request $request): array
    {
        $props = $this->props;
        $isPartial = $request->header('X-Inertia-Partial-Component') === $this->component;

        if ($isPartial) {
            $only = array_filter(explode(',', (string) $request->header('X-Inertia-Partial-Data')));
            $except = array_filter(explode(',', (string) $request->header('X-Inertia-Partial-Except')));
            if ($only !== []) {
                $props = array_intersect_key($props, array_flip($only));
            }
            $props = array_diff_key($props, array_flip($except));
        } else {
            $props = array_filter($props, fn ($value) => ! $value instanceof OptionalProp);
        }

        $props['errors'] ??= (object) [];

        return $this->resolveValues($props);
    }

    /** @param  array<array-key, mixed>  $values */
    protected function resolveValues(array $values): array
    {
        foreach ($values as $key => $value) {
            if ($value instanceof Closure || $value instanceof OptionalProp) {
                $value = $value();
            }
            if ($value instanceof JsonResource) {
                $value = $value->resolve();
            } elseif ($value instanceof Arrayable) {
                $value = $value->toArray();
            }
            $values[$key] = is_array($value) ? $this->resolveValues($value) : $value;
        }

        return $values;
    }
}
