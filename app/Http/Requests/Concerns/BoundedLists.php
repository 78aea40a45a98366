<?php

namespace App\Http\Requests\Concerns;

use Illuminate\Contracts\Validation\Factory as ValidationFactory;

/**
 * Every list of a request is counted before its elements are validated. The bounds are checked level by level,
 * in the order listBounds() gives them, on a copy of the input that holds only the bounded lists, each cut one
 * element past its bound: a list too long (or given as a scalar) fails with its field's message in a few
 * microseconds, before rules() is built (it may query the database) and before any element is looked at.
 */
trait BoundedLists
{
    /** Dot paths (`*` for each element of a list bounded above) and the most elements each may hold.
     *  @return array<string, int> */
    abstract protected function listBounds(): array;

    protected function getValidatorInstance()
    {
        // Laravel types the validator as never null, but it is null until the request is validated.
        if (! isset($this->validator)) { // @phpstan-ignore isset.property
            $bounds = $this->listBounds();
            $data = self::boundedCopy($this->validationData(), self::boundTree($bounds));
            $factory = $this->container->make(ValidationFactory::class);
            foreach ($bounds as $path => $max) {
                $check = $factory->make($data, [$path => ['nullable', 'array', 'max:'.$max]], $this->messages(), $this->attributes());
                if ($check->fails()) {
                    $this->failedValidation($check);
                }
            }
        }

        return parent::getValidatorInstance();
    }

    /** ['items' => 50, 'items.*.modifiers' => 20] as ['items' => ['#' => 50, '*' => ['modifiers' => ['#' => 20]]]].
     *  @param  array<string, int>  $bounds
     *  @return array<string, mixed> */
    private static function boundTree(array $bounds): array
    {
        $tree = [];
        foreach ($bounds as $path => $max) {
            $node = &$tree;
            foreach (explode('.', $path) as $segment) {
                /** @var array<string, mixed> $node */
                $node[$segment] ??= [];
                $node = &$node[$segment];
            }
            $node['#'] = $max;
            unset($node);
        }

        return $tree;
    }

    /** The bounded lists of $data, each cut to one element past its bound; other values are left out or nulled.
     *  @param  array<mixed>  $data
     *  @param  array<string, mixed>  $tree
     *  @return array<mixed> */
    private static function boundedCopy(array $data, array $tree): array
    {
        $copy = [];
        foreach ($tree as $key => $node) {
            if ($key === '#' || $key === '*' || ! array_key_exists($key, $data)) {
                continue;
            }
            $value = $data[$key];
            if (is_array($value)) {
                if (isset($node['#'])) {
                    $value = array_slice($value, 0, $node['#'] + 1, true);
                }
                $value = isset($node['*'])
                    ? array_map(fn ($element) => is_array($element) ? self::boundedCopy($element, $node['*']) : null, $value)
                    : (isset($node['#']) ? array_fill_keys(array_keys($value), null) : self::boundedCopy($value, $node));
            }
            $copy[$key] = $value;
        }

        return $copy;
    }
}
