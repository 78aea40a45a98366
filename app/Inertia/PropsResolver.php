<?php

namespace App\Inertia;

use App\Inertia\Support\Header;
use Closure;
use Illuminate\Contracts\Support\Arrayable;
use Illuminate\Contracts\Support\Responsable;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * Resolves the props of one page for one request and collects the page object's metadata on the way:
 * partial reloads (only / except, dotted paths), props left out of full visits (optional, deferred),
 * once props the client already holds, always props, and the merge, deferred and once lists.
 */
class PropsResolver
{
    use ResolvesCallables;

    protected bool $isPartial;

    protected bool $isInertia;

    /** @var list<string>|null */
    protected ?array $only;

    /** @var list<string>|null */
    protected ?array $except;

    /** @var list<string> */
    protected array $resetProps;

    /** @var list<string> */
    protected array $loadedOnceProps;

    /** @var array<string, list<string>> */
    protected array $deferredProps = [];

    /** @var list<string> */
    protected array $mergeProps = [];

    /** @var list<string> */
    protected array $prependProps = [];

    /** @var list<string> */
    protected array $deepMergeProps = [];

    /** @var list<string> */
    protected array $matchPropsOn = [];

    /** @var array<string, array{prop: string, expiresAt: int|null}> */
    protected array $onceProps = [];

    public function __construct(protected Request $request, string $component)
    {
        $this->isPartial = $request->header(Header::PARTIAL_COMPONENT) === $component;
        $this->isInertia = (bool) $request->header(Header::INERTIA);
        $this->only = $this->isPartial ? $this->parseHeader(Header::PARTIAL_ONLY) : null;
        $this->except = $this->isPartial ? $this->parseHeader(Header::PARTIAL_EXCEPT) : null;
        $this->resetProps = $this->parseHeader(Header::RESET) ?? [];
        $this->loadedOnceProps = $this->parseHeader(Header::EXCEPT_ONCE_PROPS) ?? [];
    }

    /**
     * @param  array<array-key, mixed>  $props
     * @return array{0: array<string, mixed>, 1: array<string, mixed>} the resolved props and the page metadata
     */
    public function resolve(array $props): array
    {
        $resolved = $this->resolveProps($this->unpackDotProps($props));

        return [$resolved, $this->metadata()];
    }

    public function isPartial(): bool
    {
        return $this->isPartial;
    }

    /** @return array<string, mixed> */
    protected function metadata(): array
    {
        return array_filter([
            'mergeProps' => $this->mergeProps,
            'prependProps' => $this->prependProps,
            'deepMergeProps' => $this->deepMergeProps,
            'matchPropsOn' => $this->matchPropsOn,
            'deferredProps' => $this->deferredProps,
            'onceProps' => $this->onceProps,
        ], fn (array $value) => $value !== []);
    }

    /**
     * Walk the props: plain values stay as they are (only partial reloads filter them), arrays are walked,
     * closures and prop objects are filtered, resolved and their metadata collected.
     *
     * @param  array<array-key, mixed>  $props
     * @return array<array-key, mixed>
     */
    protected function resolveProps(array $props, string $prefix = ''): array
    {
        foreach ($props as $key => $prop) {
            $isArray = is_array($prop);
            if (! $isArray && ! is_object($prop)) {
                if ($this->isPartial && ! $this->pathMatchesPartialRequest($prefix === '' ? (string) $key : $prefix.'.'.$key)) {
                    unset($props[$key]);
                }

                continue;
            }

            $path = $prefix === '' ? (string) $key : $prefix.'.'.$key;

            if ($this->isPartial && ! $prop instanceof AlwaysProp && ! $this->pathMatchesPartialRequest($path)) {
                unset($props[$key]);

                continue;
            }
            if ($isArray) {
                $props[$key] = $this->resolveProps($prop, $path);

                continue;
            }
            if (! $this->isPartial && $this->excludeFromFullVisit($prop, $path)) {
                unset($props[$key]);

                continue;
            }

            $value = $this->resolveValue($prop);

            // A closure may answer a prop type (e.g. fn () => Inertia::defer(...)): it is filtered as such.
            if ($value !== $prop && $this->isPropType($value)) {
                $prop = $value;
                if (! $this->isPartial && $this->excludeFromFullVisit($prop, $path)) {
                    unset($props[$key]);

                    continue;
                }
                $value = $this->resolveValue($prop);
            }

            $this->collectMetadata($prop, $path);

            $props[$key] = is_array($value) ? $this->resolveProps($value, $path) : $value;
        }

        return $props;
    }

    /** Full visits leave out optional and deferred props, and once props the client says it holds. */
    protected function excludeFromFullVisit(mixed $prop, string $path): bool
    {
        if ($prop instanceof IgnoreFirstLoad) {
            if ($prop instanceof Deferrable && $prop->shouldDefer() && ! $this->wasAlreadyLoadedByClient($prop, $path)) {
                $this->deferredProps[$prop->group()][] = $path;
            }
            if ($prop instanceof Mergeable && $prop->shouldMerge()) {
                $this->collectMergeMetadata($prop, $path);
            }
            $this->collectOnceMetadata($prop, $path);

            return true;
        }

        if ($this->isInertia && $this->wasAlreadyLoadedByClient($prop, $path)) {
            $this->collectOnceMetadata($prop, $path);

            return true;
        }

        return false;
    }

    protected function wasAlreadyLoadedByClient(mixed $prop, string $path): bool
    {
        return $prop instanceof Onceable
            && $prop->shouldResolveOnce()
            && ! $prop->shouldBeRefreshed()
            && in_array($prop->getKey() ?? $path, $this->loadedOnceProps, true);
    }

    protected function resolveValue(mixed $value): mixed
    {
        $value = $this->resolveCallable($value);

        if ($value instanceof JsonResource) {
            return $value->resolve($this->request);
        }
        if ($value instanceof Arrayable) {
            return $value->toArray();
        }
        if ($value instanceof Responsable) {
            $response = $value->toResponse($this->request);

            return method_exists($response, 'getData') ? $response->getData(true) : $value;
        }

        return $value;
    }

    protected function isPropType(mixed $value): bool
    {
        return $value instanceof AlwaysProp || $value instanceof IgnoreFirstLoad || $value instanceof Deferrable
            || $value instanceof Mergeable || $value instanceof Onceable;
    }

    protected function collectMetadata(mixed $prop, string $path): void
    {
        if ($prop instanceof Mergeable && $prop->shouldMerge()) {
            $this->collectMergeMetadata($prop, $path);
        }
        $this->collectOnceMetadata($prop, $path);
    }

    protected function collectMergeMetadata(Mergeable $prop, string $path): void
    {
        if (in_array($path, $this->resetProps, true) || ($this->isPartial && ! $this->isIncludedInPartialMetadata($path))) {
            return;
        }

        if ($prop->shouldDeepMerge()) {
            $this->deepMergeProps[] = $path;
        } elseif ($prop->appendsAtRoot()) {
            $this->mergeProps[] = $path;
        } elseif ($prop->prependsAtRoot()) {
            $this->prependProps[] = $path;
        } else {
            foreach ($prop->appendsAtPaths() as $at) {
                $this->mergeProps[] = $path.'.'.$at;
            }
            foreach ($prop->prependsAtPaths() as $at) {
                $this->prependProps[] = $path.'.'.$at;
            }
        }

        foreach ($prop->matchesOn() as $key) {
            $this->matchPropsOn[] = $path.'.'.$key;
        }
    }

    protected function collectOnceMetadata(mixed $prop, string $path): void
    {
        if (! $prop instanceof Onceable || ! $prop->shouldResolveOnce()) {
            return;
        }
        if ($this->isPartial && ! $this->isIncludedInPartialMetadata($path)) {
            return;
        }

        $this->onceProps[$prop->getKey() ?? $path] = ['prop' => $path, 'expiresAt' => $prop->expiresAt()];
    }

    /** A path is sent when it is, lies under or leads to a path of "only", and is not (under) a path of "except". */
    protected function pathMatchesPartialRequest(string $path): bool
    {
        if ($this->only !== null && ! $this->matches($path, $this->only) && ! $this->leadsTo($path, $this->only)) {
            return false;
        }

        return $this->except === null || ! $this->matches($path, $this->except);
    }

    protected function isIncludedInPartialMetadata(string $path): bool
    {
        if ($this->only !== null && ! $this->matches($path, $this->only)) {
            return false;
        }

        return $this->except === null || ! $this->matches($path, $this->except);
    }

    /** @param  list<string>  $paths */
    protected function matches(string $path, array $paths): bool
    {
        foreach ($paths as $candidate) {
            if ($path === $candidate || str_starts_with($path, $candidate.'.')) {
                return true;
            }
        }

        return false;
    }

    /** @param  list<string>  $paths */
    protected function leadsTo(string $path, array $paths): bool
    {
        foreach ($paths as $candidate) {
            if (str_starts_with($candidate, $path.'.')) {
                return true;
            }
        }

        return false;
    }

    /**
     * Top-level keys with dots ("auth.user") become nested props.
     *
     * @param  array<array-key, mixed>  $props
     * @return array<array-key, mixed>
     */
    protected function unpackDotProps(array $props): array
    {
        foreach ($props as $key => $value) {
            if (! is_string($key) || ! str_contains($key, '.')) {
                continue;
            }
            unset($props[$key]);
            $segments = explode('.', $key);
            $last = array_pop($segments);
            $target = &$props;
            foreach ($segments as $segment) {
                $current = $target[$segment] ?? [];
                if ($current instanceof Closure) {
                    $current = $this->resolveCallable($current);
                }
                if ($current instanceof Arrayable) {
                    $current = $current->toArray();
                }
                $target[$segment] = is_array($current) ? $current : [];
                $target = &$target[$segment];
            }
            $target[$last] = $value;
            unset($target);
        }

        return $props;
    }

    /** @return list<string>|null */
    protected function parseHeader(string $name): ?array
    {
        $values = array_values(array_filter(array_map('trim', explode(',', (string) $this->request->header($name, ''))), fn (string $v) => $v !== ''));

        return $values === [] ? null : $values;
    }
}
