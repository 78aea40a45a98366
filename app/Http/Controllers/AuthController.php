<?php

namespace App\Http\Controllers;

use App\Http\Requests\Auth\CodeRequest;
use App\Http\Requests\Auth\PhoneRequest;
use App\Http\Requests\Auth\ProfileRequest;
use App\Shop\Customers\TooManyAttemptsException;
use App\ShopApi\Data\Profile;
use App\ShopApi\Exceptions\NotFoundException;
use App\ShopApi\Exceptions\ShopApiException;
use App\ShopApi\Exceptions\TooManyRequestsException;
use App\ShopApi\Exceptions\UnauthorizedException;
use App\ShopApi\Exceptions\ValidationException as UpstreamValidationException;
use App\ShopApi\ShopApi;
use App\ShopApi\ShopContext;
use App\Support\Cookies;
use App\Support\CurrentCustomer;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\Validation\ValidationException;
use Inertia\Inertia;

/**
 * The sign-in modals' JSON routes (auth.phone, auth.code, auth.profile, auth.logout, auth.logout-all) over the ShopApi port.
 * The token lives only in the HttpOnly auth_token cookie; answers are JSON, including 401, 404 and 429.
 */
class AuthController extends Controller
{
    public function __construct(private ShopApi $api, private ShopContext $context, private CurrentCustomer $customer) {}

    /** Ask for an SMS code: {"success": true}, 422 for a malformed phone, 429 + Retry-After over a limit. */
    public function phone(PhoneRequest $request): JsonResponse
    {
        return $this->answer(function () use ($request) {
            $this->api->requestCode($request->phone());

            return response()->json(['success' => true]);
        });
    }

    /** Check the code: {"profile"} with the auth_token cookie; the guest's favorites join the account. 404 for a wrong code. */
    public function code(CodeRequest $request): JsonResponse
    {
        return $this->answer(function () use ($request) {
            try {
                $token = $this->api->checkCode($request->phone(), $request->validated('code'));
            } catch (NotFoundException) {
                return response()->json(['message' => trans('customers.code_not_found')], 404);
            }

            $this->context->token = $token;
            $profile = $this->api->profile();
            $this->customer->remember($profile);
            if ($request->favorites() !== []) {
                try {
                    $this->api->mergeFavorites($request->favorites());
                } catch (ShopApiException $e) {
                    report($e); // the sign-in stands; the favorites stay in the browser
                }
            }

            return response()->json(['profile' => $profile])->withCookie(Cookies::authToken($token));
        });
    }

    /** Save the profile (the sign-up's modal, the account's profile page); the referral code comes from the referral cookie. */
    public function profile(ProfileRequest $request): JsonResponse
    {
        return $this->answer(function () use ($request) {
            $current = $this->customer->profile() ?? throw new UnauthorizedException('Not signed in.');
            $profile = $this->api->updateProfile(
                trim($request->validated('name')),
                trim($request->validated('surname')),
                $request->validated('birthday'),
                $current->isComplete() ? null : $this->referralCode($request, $current),
            );
            $this->customer->remember($profile);

            return response()->json(['profile' => $profile]);
        });
    }

    /** Revoke the token upstream and forget the cookie (also when the upstream already forgot the token); the next
     *  page clears the browser's encrypted history, so Back shows none of the account's pages. */
    public function logout(): Response
    {
        Inertia::clearHistory();
        if ($this->context->token !== null) {
            try {
                $this->api->logout();
            } catch (UnauthorizedException) {
                // Already revoked: the customer is logged out either way.
            }
        }

        return response()->noContent()->withCookie(Cookies::forgetAuthToken());
    }

    /** Sign out everywhere: every token of the customer is revoked upstream and this browser's cookie forgotten. */
    public function logoutAll(): JsonResponse|Response
    {
        if ($this->context->token === null) {
            return self::unauthorized();
        }
        try {
            $this->api->logoutEverywhere();
        } catch (UnauthorizedException) {
            return self::unauthorized();
        }
        Inertia::clearHistory();

        return response()->noContent()->withCookie(Cookies::forgetAuthToken());
    }

    /** The referral code of a sign-up, from the referral cookie (the API checks whose it is); never the customer's own. */
    private function referralCode(Request $request, Profile $current): ?string
    {
        $code = Cookies::read($request, config('shop.cookies.referral.name'), config('shop.referral_pattern'), 64);

        return $code === null || strcasecmp($code, $current->referralCode) === 0 ? null : $code;
    }

    /** Run a call, turning the port's refusals into the JSON answers of the contract.
     *  @param  callable(): JsonResponse  $call */
    private function answer(callable $call): JsonResponse
    {
        try {
            return $call();
        } catch (TooManyRequestsException $e) {
            return response()->json(['message' => TooManyAttemptsException::message($e->retryAfter)], 429, ['Retry-After' => (string) $e->retryAfter]);
        } catch (UpstreamValidationException $e) {
            throw ValidationException::withMessages($e->errors === [] ? ['message' => [$e->getMessage()]] : $e->errors);
        } catch (UnauthorizedException) {
            return self::unauthorized();
        }
    }

    /** 401 for the JSON routes, with the auth_token cookie forgotten. */
    public static function unauthorized(): JsonResponse
    {
        return response()->json(['message' => trans('customers.unauthenticated')], 401)->withCookie(Cookies::forgetAuthToken());
    }
}
