<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\DeleteCustomerRequest;
use App\Models\Customer;
use App\Shop\Privacy\AccountDeletion;
use App\Staff\Actor;
use App\Staff\Toast;
use Illuminate\Http\RedirectResponse;

/** A manager deletes a customer's account on their written request (from one of the customer's orders; audited). An
 *  order still open refuses it under "request" (back with the message). */
class CustomerDataController extends Controller
{
    public function destroy(DeleteCustomerRequest $request, Customer $customer, AccountDeletion $deletion, Actor $actor): RedirectResponse
    {
        abort_if($actor->member === null || $customer->deleted_at !== null, 404);
        try {
            $deletion->deleteByManager($customer, $actor->member, $request->validated('request'));
        } catch (\Illuminate\Validation\ValidationException $e) {
            return back(303)->withErrors(['request' => $e->validator->errors()->first()]);
        }
        Toast::success(__('privacy.deleted_by_manager'));

        return back(303);
    }
}
