<?php

namespace App\Inertia;

/** The merge() modifier: append (or prepend, or deep-merge) the new value into the one the client holds. */
trait MergesProps
{
    protected bool $merge = false;

    protected bool $deepMerge = false;

    /** @var list<string> */
    protected array $matchOn = [];

    protected bool $appendsAtRoot = true;

    protected bool $prependsAtRoot = false;

    /** @var list<string> */
    protected array $appendsAtPaths = [];

    /** @var list<string> */
    protected array $prependsAtPaths = [];

    public function merge(): static
    {
        $this->merge = true;

        return $this;
    }

    public function deepMerge(): static
    {
        $this->deepMerge = true;

        return $this->merge();
    }

    /** Items with the same value under this key (e.g. "id") replace each other instead of repeating.
     *  @param  string|array<array-key, string>  $matchOn */
    public function matchOn(string|array $matchOn): static
    {
        $this->matchOn = array_values((array) $matchOn);

        return $this;
    }

    /** Append at the root (true), or at nested paths: "data", ["data", "meta.items"] or ["data" => "id"] (path => match key).
     *  @param  bool|string|array<int|string, string>  $path */
    public function append(bool|string|array $path = true, ?string $matchOn = null): static
    {
        return $this->mergeAt($path, $matchOn, append: true);
    }

    /** @param  bool|string|array<int|string, string>  $path */
    public function prepend(bool|string|array $path = true, ?string $matchOn = null): static
    {
        return $this->mergeAt($path, $matchOn, append: false);
    }

    public function shouldMerge(): bool
    {
        return $this->merge;
    }

    public function shouldDeepMerge(): bool
    {
        return $this->deepMerge;
    }

    /** @return list<string> */
    public function matchesOn(): array
    {
        return $this->matchOn;
    }

    public function appendsAtRoot(): bool
    {
        return $this->appendsAtRoot && $this->appendsAtPaths === [] && $this->prependsAtPaths === [];
    }

    public function prependsAtRoot(): bool
    {
        return $this->prependsAtRoot && $this->appendsAtPaths === [] && $this->prependsAtPaths === [];
    }

    /** @return list<string> */
    public function appendsAtPaths(): array
    {
        return $this->appendsAtPaths;
    }

    /** @return list<string> */
    public function prependsAtPaths(): array
    {
        return $this->prependsAtPaths;
    }

    /** @param  bool|string|array<int|string, string>  $path */
    private function mergeAt(bool|string|array $path, ?string $matchOn, bool $append): static
    {
        $this->merge();
        if ($path === true || $path === false) {
            $this->appendsAtRoot = $append && $path;
            $this->prependsAtRoot = ! $append && $path;
            if ($matchOn !== null) {
                $this->matchOn[] = $matchOn;
            }

            return $this;
        }

        foreach (is_array($path) ? $path : [$path => $matchOn] as $key => $value) {
            [$at, $match] = is_int($key) ? [$value, null] : [$key, $value];
            if ($append) {
                $this->appendsAtPaths[] = $at;
            } else {
                $this->prependsAtPaths[] = $at;
            }
            if ($match !== null) {
                $this->matchOn[] = $at.'.'.$match;
            }
        }

        return $this;
    }
}
