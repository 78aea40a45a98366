<?php

namespace App\Http\Controllers;

use App\Http\Requests\Account\DeleteAccountRequest;
use App\Shop\Customers\TooManyAttemptsException;
use App\ShopApi\Exceptions\TooManyRequestsException;
use App\ShopApi\Exceptions\UnauthorizedException;
use App\ShopApi\Exceptions\ValidationException as UpstreamValidationException;
use App\ShopApi\ShopApi;
use App\ShopApi\ShopContext;
use App\Support\Cookies;
use App\Support\CurrentCustomer;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Response;
use Illuminate\Validation\ValidationException;
use Inertia\Inertia;

/**
 * The profile's "Download my data" (a JSON file) and "Delete my account" (a code texted to the customer's own phone,
 * then the deletion with it). JSON routes: 401 signed out, 422 with messages, 429 with Retry-After.
 */
class PersonalDataController extends Controller
{
    public function __construct(private ShopApi $api, private ShopContext $context, private CurrentCustomer $customer) {}

    /** GET account.data: the file, named by date, in the page's language. */
    public function export(): JsonResponse|Response
    {
        return $this->answer(function () {
            $data = $this->api->personalData();
            $name = trans('privacy.export_file').'-'.now()->format('Y-m-d').'.json';

            return response()->json($data, 200, [
                'Content-Disposition' => 'attachment; filename="'.$name.'"',
                'Cache-Control' => 'no-store, private',
            ], JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
        });
    }

    /** POST account.delete.code: a fresh deletion code to the account's phone (its SMS says it deletes the account; its
     *  resend cooldown is its own, so asking right after signing in is not refused as a resend of the sign-in code). */
    public function code(): JsonResponse|Response
    {
        return $this->answer(function () {
            $this->customer->profile() ?? throw new UnauthorizedException('Not signed in.');
            $this->api->requestDeletionCode();

            return response()->json(['success' => true]);
        });
    }

    /** POST account.delete {code}: the account is erased upstream; this browser forgets its sign-in and history. */
    public function destroy(DeleteAccountRequest $request): JsonResponse|Response
    {
        return $this->answer(function () use ($request) {
            $this->api->deleteAccount($request->validated('code'));
            Inertia::clearHistory();
            $request->session()->invalidate();

            return response()->noContent()->withCookie(Cookies::forgetAuthToken());
        });
    }

    /** @param  callable(): (JsonResponse|Response)  $call */
    private function answer(callable $call): JsonResponse|Response
    {
        if ($this->context->token === null) {
            return AuthController::unauthorized();
        }
        try {
            return $call();
        } catch (TooManyRequestsException $e) {
            return response()->json(['message' => TooManyAttemptsException::message($e->retryAfter)], 429, ['Retry-After' => (string) $e->retryAfter]);
        } catch (UpstreamValidationException $e) {
            throw ValidationException::withMessages($e->errors === [] ? ['code' => [$e->getMessage()]] : $e->errors);
        } catch (UnauthorizedException) {
            return AuthController::unauthorized();
        }
    }
}
