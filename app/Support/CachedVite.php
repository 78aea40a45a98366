<?php

namespace App\Support;

use Illuminate\Foundation\Vite;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\HtmlString;
use Throwable;

/**
 * Laravel's Vite tags, kept in the cache per build: walking the 37 KB manifest for a page's entries, their imports and
 * their CSS costs ~0.7 ms of every HTML page, and the answer changes only with a new build (the manifest's time and
 * size are in the key, and the asset root: the request's host or ASSET_URL). A response's CSP nonce goes into the cached tags as a placeholder and is put back per page. Bound
 * in place of Laravel's Vite by AppServiceProvider; with the dev server running, or the cache store down, it is Laravel's
 * Vite as it is.
 */
class CachedVite extends Vite
{
    private const NONCE_PLACEHOLDER = '__vite_csp_nonce__';

    /**
     * @param  string|string[]  $entrypoints
     * @param  string|null  $buildDirectory
     */
    public function __invoke($entrypoints, $buildDirectory = null): HtmlString
    {
        $buildDirectory ??= $this->buildDirectory;
        $manifest = $this->manifestPath($buildDirectory);
        $built = @filemtime($manifest);
        if ($this->isRunningHot() || $built === false) {
            return parent::__invoke($entrypoints, $buildDirectory);
        }

        $nonce = $this->nonce;
        // The tags' URLs are absolute, on the request's host (or ASSET_URL): a shop reached under two names keeps a set per name.
        $key = 'vite-tags:'.md5(serialize([(array) $entrypoints, $buildDirectory, $built, filesize($manifest), $nonce !== null, $this->assetPath('')]));
        try {
            $tags = Cache::get($key);
        } catch (Throwable) {
            // The cache store is down (its outage is reported where the shop needs it): the tags are worked out here.
            return parent::__invoke($entrypoints, $buildDirectory);
        }
        if (! is_string($tags)) {
            $this->nonce = $nonce === null ? null : self::NONCE_PLACEHOLDER;
            try {
                $tags = parent::__invoke($entrypoints, $buildDirectory)->toHtml();
            } finally {
                $this->nonce = $nonce;
            }
            rescue(fn () => Cache::put($key, $tags, now()->addDay()), report: false);
        }

        return new HtmlString($nonce === null ? $tags : str_replace(self::NONCE_PLACEHOLDER, e($nonce), $tags));
    }
}
