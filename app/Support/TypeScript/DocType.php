<?php

namespace App\Support\TypeScript;

/**
 * The few PHPDoc types a shape's @var may say, as TypeScript: scalars, 'literals', ?nullable, unions, list<T>,
 * array<K, V>, array{key: T}, Closure(): T (a lazy prop: T), mixed (unknown) and class names (enums and shapes marked #[TypeScript]), read with the declaring
 * file's `use` imports. Anything else is an UnsupportedType.
 */
final class DocType
{
    /** @var list<string> */
    private array $tokens = [];

    private int $at = 0;

    /** @param  \Closure(string): string  $class  the TypeScript name of a fully qualified class */
    public function __construct(private string $where, private ClassNames $names, private \Closure $class) {}

    /** The @var type of a doc comment, or null without one. */
    public static function varOf(string|false $doc): ?string
    {
        if ($doc === false || preg_match('/@var\s+/', $doc, $m, PREG_OFFSET_CAPTURE) !== 1) {
            return null;
        }
        $type = '';
        $depth = 0;
        $quoted = false;
        for ($i = $m[0][1] + strlen($m[0][0]); $i < strlen($doc); $i++) {
            $c = $doc[$i];
            if ($c === "'") {
                $quoted = ! $quoted;
            } elseif (! $quoted && str_contains('<{(', $c)) {
                $depth++;
            } elseif (! $quoted && str_contains('>})', $c)) {
                $depth--;
            } elseif (! $quoted && $depth === 0 && ctype_space($c)) {
                // `Closure(): T` goes on after its colon
                if (str_ends_with($type, ':')) {
                    continue;
                }
                break;
            }
            $type .= $c;
        }

        return $type === '' ? null : $type;
    }

    /** The doc comment's text without its tags, on one line ('' without any). */
    public static function summary(string|false $doc): string
    {
        if ($doc === false) {
            return '';
        }
        $lines = array_map(fn (string $l) => trim(preg_replace('#^\s*(/\*\*|\*/|\*)?#', '', rtrim($l, "*/ \t")) ?? ''), explode("\n", $doc));
        $text = [];
        foreach ($lines as $line) {
            if (str_starts_with($line, '@')) {
                break;
            }
            $text[] = $line;
        }

        // A tag later on the line ends the text too (`/** Summary. @implements … */`).
        return trim(preg_split('/\s@[a-z]/', ' '.preg_replace('/\s+/', ' ', implode(' ', $text)))[0] ?? '');
    }

    public function parse(string $type): TsType
    {
        preg_match_all("/'(?:[^'\\\\]|\\\\.)*'|-?\\d+|[A-Za-z_\\\\][\\w\\\\-]*|\\S/", $type, $m);
        $this->tokens = $m[0];
        $this->at = 0;
        $result = $this->union();
        if ($this->at < count($this->tokens)) {
            throw $this->fail("unexpected '{$this->tokens[$this->at]}' in {$type}");
        }

        return $result;
    }

    private function union(): TsType
    {
        $parts = [$this->primary()];
        while ($this->peek() === '|') {
            $this->at++;
            $parts[] = $this->primary();
        }

        return TsType::union($parts);
    }

    private function primary(): TsType
    {
        $token = $this->next();
        if ($token === '?') {
            return TsType::union([$this->primary(), TsType::of('null')]);
        }
        if ($token === '(') {
            $inner = $this->union();
            $this->expect(')');

            return $inner;
        }
        if ($token[0] === "'" || is_numeric($token)) {
            return TsType::of($token);
        }
        if (in_array($token, ['Closure', '\\Closure'], true) && $this->peek() === '(') {
            // A lazy Inertia prop: the page gets what the closure returns.
            $this->expect('(');
            $this->expect(')');
            $this->expect(':');

            return $this->union();
        }
        if (in_array($token, ['list', 'non-empty-list'], true)) {
            $this->expect('<');
            $item = $this->union();
            $this->expect('>');

            return TsType::listOf($item);
        }
        if (in_array($token, ['array', 'non-empty-array'], true)) {
            if ($this->peek() === '{') {
                return $this->arrayShape();
            }
            if ($this->peek() !== '<') {
                throw $this->fail('say what an array holds: list<T>, array<K, V> or array{key: T}');
            }
            $this->at++;
            $key = $this->union();
            if ($this->peek() !== ',') {
                throw $this->fail('say the keys of an array: list<T> or array<K, V>');
            }
            $this->at++;
            $value = $this->union();
            $this->expect('>');

            return TsType::record($key, $value);
        }

        return match ($token) {
            'int', 'float', 'positive-int', 'non-negative-int' => TsType::of('number'),
            'string', 'non-empty-string' => TsType::of('string'),
            'bool' => TsType::of('boolean'),
            'true', 'false', 'null' => TsType::of($token),
            'mixed' => TsType::of('unknown'),
            default => preg_match('/^\\\\?[A-Z][\w\\\\]*$/', $token) === 1
                ? TsType::of(($this->class)($this->names->resolve($token)))
                : throw $this->fail("no TypeScript for '{$token}'"),
        };
    }

    /** array{key: T, other?: U} as an inline object type. */
    private function arrayShape(): TsType
    {
        $this->expect('{');
        $fields = [];
        while ($this->peek() !== '}') {
            $key = $this->next();
            if (preg_match('/^[A-Za-z_]\w*$/', $key) !== 1) {
                throw $this->fail("an array shape's key is a name, not '{$key}'");
            }
            $optional = $this->peek() === '?';
            $this->at += $optional ? 1 : 0;
            $this->expect(':');
            $fields[] = $key.($optional ? '?' : '').': '.$this->union();
            if ($this->peek() === ',') {
                $this->at++;
            }
        }
        $this->expect('}');

        return TsType::of($fields === [] ? 'Record<string, never>' : '{ '.implode('; ', $fields).' }');
    }

    private function peek(): ?string
    {
        return $this->tokens[$this->at] ?? null;
    }

    private function next(): string
    {
        return $this->tokens[$this->at++] ?? throw $this->fail('the type ends too soon');
    }

    private function expect(string $token): void
    {
        if ($this->next() !== $token) {
            throw $this->fail("expected '{$token}'");
        }
    }

    private function fail(string $why): UnsupportedType
    {
        return UnsupportedType::at($this->where, $why);
    }
}
