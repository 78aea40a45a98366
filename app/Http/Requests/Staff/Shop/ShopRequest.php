<?php

namespace App\Http\Requests\Staff\Shop;

use App\Http\Requests\Staff\Menu\MenuRequest;

/** A manager's restaurants, regions and shop settings form: the staff.menu gate, field names from lang/{uk,en}/shop_admin.php. */
abstract class ShopRequest extends MenuRequest
{
    /** A phone as the storefront shows it: digits, spaces, brackets and hyphens, an optional leading +. */
    protected const PHONE = '/^\+?[0-9][0-9 ()-]{5,30}$/';

    /** @return array<string, string> */
    public function attributes(): array
    {
        return [...parent::attributes(), ...(array) __('shop_admin.attributes')];
    }

    /** Empty strings of these fields as null (an empty form field means "none").
     *  @param  list<string>  $fields */
    protected function emptyAsNull(array $fields): void
    {
        foreach ($fields as $field) {
            if ($this->input($field) === '') {
                $this->merge([$field => null]);
            }
        }
    }
}
