<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Requests\Api\DeleteAccountRequest;
use App\Models\Customer;
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
