<?php

namespace Tests\Feature\Contract;

use Illuminate\Testing\TestResponse;
use Opis\JsonSchema\CompliantValidator;
use Opis\JsonSchema\Errors\ErrorFormatter;
use PHPUnit\Framework\Assert;
use Symfony\Component\Yaml\Yaml;

/**
 * docs/openapi.yaml as a test oracle: finds the documented answer of (path, method, status) and
 * validates a body against its JSON Schema (2020-12) with opis/json-schema, $refs resolved in the document.
 */
final class OpenApi
{
    private const URI = 'https://sunrise.test/openapi.yaml';

    private static ?self $instance = null;

    private CompliantValidator $validator;

    private function __construct(private object $document)
    {
        $this->validator = new CompliantValidator(max_errors: 10, stop_at_first_error: false);
        $this->validator->resolver()->registerRaw($document, self::URI);
    }

    /** The document, parsed once per test run. */
    public static function document(): self
    {
        return self::$instance ??= new self(Yaml::parseFile(base_path('docs/openapi.yaml'), Yaml::PARSE_OBJECT_FOR_MAP));
    }

    /** The parsed document: maps as objects, lists as arrays. */
    public function raw(): object
    {
        return $this->document;
    }

    /** The node at a local JSON pointer ("#/components/schemas/Money"), or null when there is none. */
    public function node(string $pointer): mixed
    {
        $node = $this->document;
        foreach (array_slice(explode('/', $pointer), 1) as $segment) {
            $key = str_replace(['~1', '~0'], ['/', '~'], $segment);
            if (! is_object($node) || ! property_exists($node, $key)) {
                return null;
            }
            $node = $node->{$key};
        }

        return $node;
    }

    /** @return list<array{0: string, 1: string}> every documented [METHOD, path template] */
    public function operations(): array
    {
        $operations = [];
        foreach (get_object_vars($this->document->paths) as $template => $item) {
            foreach (array_keys(get_object_vars($item)) as $method) {
                $operations[] = [strtoupper($method), $template];
            }
        }

        return $operations;
    }

    /** The documented template a request path matches ("/api/products/x" → "/api/products/{slug}"); literal paths win. */
    public function template(string $path): ?string
    {
        $path = '/'.ltrim((string) parse_url($path, PHP_URL_PATH), '/');
        $templates = array_keys(get_object_vars($this->document->paths));
        usort($templates, fn (string $a, string $b) => substr_count($a, '{') <=> substr_count($b, '{'));

        foreach ($templates as $template) {
            if (preg_match('#^'.preg_replace('/\\\\\{[^}]+\\\\\}/', '[^/]+', preg_quote($template, '#')).'$#', $path)) {
                return $template;
            }
        }

        return null;
    }

    /** The pointer of the JSON schema of a documented answer, or null when that answer has no body. */
    public function schemaPointer(string $method, string $template, int $status): ?string
    {
        $pointer = '#/paths/'.$this->escape($template).'/'.strtolower($method).'/responses/'.$status;
        $response = $this->node($pointer);
        Assert::assertNotNull($response, "docs/openapi.yaml has no $status answer for $method $template.");

        if (isset($response->{'$ref'})) {
            $pointer = $response->{'$ref'};
            $response = $this->node($pointer);
        }

        return isset($response->content->{'application/json'}->schema) ? $pointer.'/content/application~1json/schema' : null;
    }

    /** The errors of a decoded JSON body (objects as stdClass) against the schema at a pointer; [] when valid.
     *  @return array<string, list<string>> */
    public function errors(mixed $body, string $pointer): array
    {
        $fragment = implode('/', array_map('rawurlencode', explode('/', ltrim($pointer, '#'))));
        $result = $this->validator->validate($body, self::URI.'#'.$fragment);

        return $result->isValid() ? [] : (new ErrorFormatter)->format($result->error());
    }

    /** The errors of a body against components/schemas/{name}.
     *  @return array<string, list<string>> */
    public function schemaErrors(mixed $body, string $name): array
    {
        return $this->errors($body, '#/components/schemas/'.$name);
    }

    /** Assert that a response is the documented answer of its request: a documented status and a valid body. */
    public function assertResponse(TestResponse $response, string $method, string $path): void
    {
        $template = $this->template($path);
        Assert::assertNotNull($template, "docs/openapi.yaml has no path matching $path.");

        $status = $response->getStatusCode();
        $pointer = $this->schemaPointer($method, $template, $status);
        if ($pointer === null) {
            Assert::assertSame('', (string) $response->getContent(), "$method $path ($status) must have no body.");

            return;
        }

        $errors = $this->errors(json_decode((string) $response->getContent(), false, 512, JSON_THROW_ON_ERROR), $pointer);
        Assert::assertSame([], $errors, "$method $path ($status) does not match docs/openapi.yaml:\n"
            .json_encode($errors, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE));
    }

    /** Escape a JSON pointer segment (RFC 6901). */
    private function escape(string $segment): string
    {
        return str_replace(['~', '/'], ['~0', '~1'], $segment);
    }
}
