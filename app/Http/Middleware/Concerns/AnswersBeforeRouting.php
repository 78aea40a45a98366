<?php

namespace App\Http\Middleware\Concerns;

use App\Http\ErrorPage;
use App\Support\Locales;
use Illuminate\Http\Request;

/** For global middleware that refuses a request before it is routed: whether to answer JSON, and in which language. */
trait AnswersBeforeRouting
{
    /** The shop API and the storefront's JSON routes (their callers send or accept JSON) get JSON; pages get the error page. */
    private static function answersJson(Request $request): bool
    {
        return ErrorPage::isApiRequest($request) || $request->isJson() || $request->expectsJson();
    }

    /** The language the request would be answered in: Accept-Language for the API, the URL prefix for the storefront. */
    private static function language(Request $request): string
    {
        return ErrorPage::isApiRequest($request)
            ? Locales::fromApiHeader($request->header('Accept-Language'))
            : Locales::fromPath($request->path());
    }
}
