<?php

namespace App\Http\Controllers;

use App\Support\LegacyRedirects;
use App\Support\LocalizedUrl;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Symfony\Component\HttpKernel\Exception\NotFoundHttpException;

class LegacyRedirectController extends Controller
{
    /** Old /tproduct/... paths of the previous site answer 301 to /product/{slug}; unknown ones are a 404. */
    public function __invoke(Request $request, LegacyRedirects $redirects, string $path): RedirectResponse
    {
        $slug = $redirects->productSlug('/tproduct/'.$path);

        if ($slug === null) {
            throw new NotFoundHttpException;
        }

        return redirect(LocalizedUrl::route('product', ['product' => $slug]), config('shop.legacy.status'));
    }
}
