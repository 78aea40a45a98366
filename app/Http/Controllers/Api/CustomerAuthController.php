<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Requests\Api\SmsCodeCheckRequest;
use App\Http\Requests\Api\UpdateProfileRequest;
use App\Http\Requests\Api\ViaPhoneNumberRequest;
use App\Models\Customer;
use App\Shop\Customers\Accounts;
use App\Shop\Customers\OneTimeCodes;
use App\ShopApi\ShopContext;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/** Sign-in by SMS code and the profile: the calls of the shop API's contract (docs/openapi.yaml) with their exact paths and fields. */
class CustomerAuthController extends Controller
{
    public function __construct(private Accounts $accounts, private ShopContext $context) {}

    /** Send a code; the same answer whether or not the phone belongs to a customer. */
    public function viaPhoneNumber(ViaPhoneNumberRequest $request, OneTimeCodes $codes): JsonResponse
    {
        $codes->send($request->phone(), $request->clientIp(), $this->context->locale);

        return response()->json(['success' => true]);
    }

    public function smsCodeCheck(SmsCodeCheckRequest $request): JsonResponse
    {
        $token = $this->accounts->signIn($request->phone(), $request->validated('code'), $this->context->locale, $request->clientIp());

        return $token === null
            ? response()->json(['message' => trans('customers.code_not_found')], 404)
            : response()->json(['token' => $token]);
    }

    public function profile(Request $request): JsonResponse
    {
        return response()->json(['data' => $this->accounts->profile($this->customer($request))]);
    }

    public function updateProfile(UpdateProfileRequest $request): JsonResponse
    {
        $customer = $this->accounts->updateProfile($this->customer($request), $request->profile());

        return response()->json(['user' => $this->accounts->profile($customer)]);
    }

    /** Revoke the token of this request (other devices stay signed in). */
    public function logout(Request $request): JsonResponse
    {
        $this->customer($request)->currentAccessToken()->delete();

        return response()->json(['success' => true]);
    }

    /** Revoke every token of the customer: every device and browser is signed out, this one included. */
    public function logoutAll(Request $request): JsonResponse
    {
        $this->accounts->revokeAll($this->customer($request));

        return response()->json(['success' => true]);
    }

    /** GET /api/referrers/{code}: whose referral code this is (for referrer_id at sign-up). */
    public function referrer(string $code): JsonResponse
    {
        $id = preg_match(config('shop.referral_pattern'), $code) ? $this->accounts->referrerIdForCode($code) : null;

        return $id === null
            ? response()->json(['message' => trans('customers.referrer_not_found')], 404)
            : response()->json(['data' => ['id' => $id]]);
    }

    private function customer(Request $request): Customer
    {
        $customer = $request->user();

        return $customer instanceof Customer ? $customer : abort(401);
    }
}
