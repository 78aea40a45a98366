<?php

namespace App\Support\TypeScript;

/** Resolves a class name written in a doc comment the way PHP would: by the file's `use` imports, else its namespace. */
final class ClassNames
{
    /** @var array<string, string> alias => fully qualified name */
    private array $imports = [];

    private string $namespace = '';

    public function __construct(string $source)
    {
        if (preg_match('/^namespace\s+([\w\\\\]+);/m', $source, $m) === 1) {
            $this->namespace = $m[1];
        }
        preg_match_all('/^use\s+([\w\\\\]+)(?:\s+as\s+(\w+))?;/m', $source, $uses, PREG_SET_ORDER);
        foreach ($uses as $use) {
            $this->imports[($use[2] ?? '') !== '' ? $use[2] : class_basename($use[1])] = $use[1];
        }
    }

    public static function of(\ReflectionClass $class): self // @phpstan-ignore missingType.generics
    {
        $file = $class->getFileName();

        return new self($file === false ? '' : (string) file_get_contents($file));
    }

    public function resolve(string $name): string
    {
        if (str_starts_with($name, '\\')) {
            return ltrim($name, '\\');
        }
        $first = explode('\\', $name)[0];
        if (isset($this->imports[$first])) {
            return $this->imports[$first].substr($name, strlen($first));
        }

        return ltrim($this->namespace.'\\'.$name, '\\');
    }
}
