<?php

namespace Tests\Support;

/** What a test reads of an Inertia page: its deferred props as the browser loads them, the page object inside an HTML answer, the HTML as a person reads it. */
final class InertiaPages
{
    /**
     * The partial reload the browser makes for a page's deferred props (every group), as the same visitor: the test's
     * cookies go with it (the package's loadDeferredProps() makes its reload without them, as a stranger).
     */
    public static function loadDeferred(\Illuminate\Testing\TestResponse $first): \Illuminate\Testing\TestResponse
    {
        $page = json_decode(json_encode($first->viewData('page')), true);
        $only = implode(',', array_merge(...array_values($page['deferredProps'] ?? [])));
        expect($only)->not->toBe('', 'the page defers no prop');

        // Without X-Inertia, as the package's own reload: the partial page comes in the root view, where assertInertia reads it.
        return test()->get($page['url'], [
            'X-Inertia-Version' => $page['version'],
            'X-Inertia-Partial-Component' => $page['component'],
            'X-Inertia-Partial-Data' => $only,
        ]);
    }

    /**
     * The page object inside an HTML answer (the root view's <script data-page="app"> element), for answers that are not
     * a rendered view (a page cache hit, a followed redirect): the package's assertInertia reads only the view's data.
     *
     * @return array<string, mixed>
     */
    public static function htmlPage(\Illuminate\Testing\TestResponse $response): array
    {
        preg_match('#<script data-page="app" type="application/json">(.*?)</script>#s', (string) $response->getContent(), $match);
        expect($match)->not->toBe([], 'the answer holds no Inertia page object');

        return json_decode($match[1], true, flags: JSON_THROW_ON_ERROR);
    }

    /** An HTML answer as a person reads it: the page object's \u escapes (JSON_HEX_TAG encoding) turned back into text. */
    public static function readableHtml(\Illuminate\Testing\TestResponse $response): string
    {
        return (string) preg_replace_callback('/\\\\u([0-9a-fA-F]{4})/', fn (array $m) => mb_chr((int) hexdec($m[1])), (string) $response->getContent());
    }
}
