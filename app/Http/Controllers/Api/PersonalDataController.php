<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Requests\Api\DeleteAccountRequest;
use App\Http\Requests\Api\DeletionCodeRequest;
use App\Models\Customer;
use App\Shop\Customers\OneTimeCodes;
use App\Shop\Privacy\AccountDeletion;
use App\Shop\Privacy\PersonalData;
use App\ShopApi\ShopContext;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/** The customer's rights over their data: a copy of everything kept (GET /api/account/export) and the deletion
 *  of the account (POST /api/account/delete, with a fresh SMS code). */
class PersonalDataController extends Controller
{
    public function export(Request $request, PersonalData $data, ShopContext $context): JsonResponse
    {
        return response()->json(['data' => $data->export(self::customer($request), $context->locale)], 200, ['Cache-Control' => 'no-store']);
    }

    /** POST /api/account/delete/code: a code that confirms the deletion, texted to the account's phone (its SMS says it
     *  deletes the account); 429 over the code's limits (its resend cooldown is not the sign-in code's). */
    public function code(DeletionCodeRequest $request, OneTimeCodes $codes, ShopContext $context): JsonResponse
    {
        $customer = self::customer($request);
        if ($customer->deleted_at !== null) {
            abort(401);
        }
        $codes->send($customer->phone, $request->clientIp(), $context->locale, OneTimeCodes::ACCOUNT_DELETION);

        return response()->json(['success' => true]);
    }

    /** 422 under "account" while an order is open, under "code" for a wrong code; 429 over the code's limits. */
    public function destroy(DeleteAccountRequest $request, AccountDeletion $deletion): JsonResponse
    {
        $deletion->deleteByCustomer(self::customer($request), $request->validated('code'), $request->clientIp());

        return response()->json(['success' => true]);
    }

    private static function customer(Request $request): Customer
    {
        $customer = $request->user();

        return $customer instanceof Customer ? $customer : abort(401);
    }
}
