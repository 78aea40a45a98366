<?php

namespace App\Http\Controllers\Concerns;

use App\ShopApi\Exceptions\NotFoundException;
use App\ShopApi\Exceptions\ShopApiException;
use App\ShopApi\Exceptions\TooManyRequestsException;
use App\ShopApi\Exceptions\UnauthorizedException;
use App\ShopApi\Exceptions\UpstreamException;
use App\ShopApi\Exceptions\ValidationException;
use App\Support\Cookies;
use Closure;
use Illuminate\Http\JsonResponse;

/**
 * The storefront's JSON routes over the ShopApi port: what the port's failures answer to the browser. The using
 * controller names its upstream-failure message in a SHOP_UNAVAILABLE constant (a message key).
 */
trait AnswersShopApiJson
{
    /**
     * Run a ShopApi call for a JSON route: 422 with per-field messages, 401 (and the token cookie forgotten), 404, or 503
     * with the controller's SHOP_UNAVAILABLE message when the upstream fails.
     *
     * @param  Closure(): array<string, mixed>  $call
     */
    protected function shopJson(Closure $call, int $status = 200): JsonResponse
    {
        try {
            return response()->json($call(), $status);
        } catch (ValidationException $e) {
            return response()->json(['message' => $e->getMessage(), 'errors' => (object) $e->errors], 422);
        } catch (UnauthorizedException) {
            return response()->json(['message' => 'Unauthenticated.'], 401)->withCookie(Cookies::forgetAuthToken());
        } catch (TooManyRequestsException $e) {
            // A limit of the shop (open card orders): its message, also on the form field it names.
            return response()->json(['message' => $e->getMessage()] + ($e->field === null ? [] : ['errors' => [$e->field => [$e->getMessage()]]]), 429, ['Retry-After' => (string) $e->retryAfter]);
        } catch (NotFoundException) {
            return response()->json(['message' => 'Not found.'], 404);
        } catch (UpstreamException|ShopApiException $e) {
            report($e);

            return response()->json(['message' => __(static::SHOP_UNAVAILABLE)], 503);
        }
    }
}
