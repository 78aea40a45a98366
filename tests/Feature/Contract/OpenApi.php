<?php

namespace Tests\Feature\Contract;

use Illuminate\Testing\TestResponse;
use Opis\JsonSchema\CompliantValidator;
use Opis\JsonSchema\Errors\ErrorFormatter;
use PHPUnit\Framework\Assert;
use Symfony\Component\Yaml\Yaml;

/**
 * docs/openapi.yaml as a test oracle: finds the operation of a request path and validates an answer
 * body against the JSON Schema of (path, method, status), $refs resolved within the document.
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

    /** The parsed document, loaded once per test run. */
    public static function document(): self
    {
        return self::$instance ??= new self(Yaml::parseFile(base_path('docs/openapi.yaml'), Yaml::PARSE_OBJECT_FOR_MAP));
    }

    /** The raw document (maps as objects, lists as arrays). */
    public function raw(): object
    {
        return $this->document;
    }

    /** @return list<array{0: string, 1: string}> every documented [METHOD, path template] */
    public function operations(): array
    {
        $operations = [];
        foreach ($this->document->paths as $template => $item) {
            foreach (array_keys(get_object_vars($item)) as $method) {
                $operations[] = [strtoupper($method), $template];
            }
        }

        return $operations;
    }

    /** The documented path template that a request path matches ("/api/products/x" → "/api/products/{slug}"). */
    public function template(string $path): ?string
    {
        $path = '/'.ltrim(parse_url($path, PHP_URL_PATH) ?: '', '/');
        $templates = array_keys(get_object_vars($this->document->paths));
        usort($templates, fn (string $a, string $b) => substr_count($a, '{') <=> substr_count($b, '{'));

        foreach ($templates as $template) {
            $pattern = '#^'.preg_replace('/\\\\\{[^}]+\\\\\}/', '[^/]+', preg_quote($template, '#')).'$#';
            if (preg_match($pattern, $path)) {
                return $template;
            }
        }

        return null;
    }

    /** The JSON pointer (within the document) of the answer's schema, or null when that answer has no body. */
    public function schemaPointer(string $method, string $template, int $status): ?string
    {
        $operation = $this->document->paths->{$template}->{strtolower($method)} ?? null;
        Assert::assertNotNull($operation, "docs/openapi.yaml has no $method $template.");

        $response = $operation->responses->{(string) $status} ?? null;
        Assert::assertNotNull($response, "docs/openapi.yaml has no $status answer for $method $template.");
        if (isset($response->{'$ref'})) {
            $response = $this->resolve($response->{'$ref'});
        }
        if (! isset($response->content->{'application/json'}->schema)) {
            return null;
        }

        $name = isset($operation->responses->{(string) $status}->{'$ref'})
            ? $operation->responses->{(string) $status}->{'$ref'}
            : '#/paths/'.$this->escape($template).'/'.strtolower($method).'/responses/'.$status;

        return $name.'/content/'.$this->escape('application/json').'/schema';
    }

    /** The validation errors of a decoded JSON body (objects as stdClass) against a schema pointer; [] when valid.
     *  @return array<string, list<string>> */
    public function errors(mixed $body, string $pointer): array
    {
        $fragment = implode('/', array_map('rawurlencode', explode('/', ltrim($pointer, '#'))));
        $result = $this->validator->validate($body, self::URI.'#'.$fragment);

        return $result->isValid() ? [] : (new ErrorFormatter)->format($result->error());
    }

    /** Validate a body against components/schemas/{name}.
     *  @return array<string, list<string>> */
    public function schemaErrors(mixed $body, string $name): array
    {
        return $this->errors($body, '#/components/schemas/'.$name);
    }

    /** Assert that a test response is a documented answer of its request: status and body. */
    public function assertResponse(TestResponse $response, string $method, string $path): void
    {
        $template = $this->template($path);
        Assert::assertNotNull($template, "docs/openapi.yaml has no path matching $path.");

        $pointer = $this->schemaPointer($method, $template, $response->getStatusCode());
        if ($pointer === null) {
            Assert::assertSame('', (string) $response->getContent(), "$method $path ({$response->getStatusCode()}) must have no body.");

            return;
        }

        $body = json_decode((string) $response->getContent(), false);
        Assert::assertSame(JSON_ERROR_NONE, json_last_error(), "$method $path did not answer JSON.");
        $errors = $this->errors($body, $pointer);
        Assert::assertSame([], $errors, "$method $path ({$response->getStatusCode()}) does not match docs/openapi.yaml:\n"
            .json_encode($errors, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE));
    }

    /** Follow a local "#/…" reference. */
    private function resolve(string $ref): mixed
    {
        $node = $this->document;
        foreach (array_slice(explode('/', $ref), 1) as $segment) {
            $node = $node->{str_replace(['~1', '~0'], ['/', '~'], $segment)};
        }

        return $node;
    }

    /** Escape a JSON pointer segment (RFC 6901). */
    private function escape(string $segment): string
    {
        return str_replace(['~', '/'], ['~0', '~1'], $segment);
    }
}
