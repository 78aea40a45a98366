<?php

use App\Models\Category;
use App\Models\FiscalReceipt;
use App\Models\Product;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Http;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Fiscal\FiscalFixtures as Fiscal;
use Tests\Feature\Staff\Menu\MenuFixtures as Menu;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Taxes (docs/fiscal.md): the shop's default code, a category's and a product's own in the staff menu (checked against
// the register's GET /tax with the checkbox driver), printed on the receipt's lines.

beforeEach(function () {
    seedShop();
    Fx::quietNoon();
    config(['shop.fiscal.driver' => 'sandbox', 'shop.fiscal.tax_codes' => '1']);
    Staff::signIn(StaffRole::Manager);
});

it('saves a category\'s and a product\'s tax codes from the menu forms, and prints them on the receipt', function () {
    $roll = Fx::product();
    Menu::menuUpdate('/staff/menu/categories/'.$roll->category_id, Menu::category(['name' => Category::query()->find($roll->category_id)->name, 'slug' => Category::query()->find($roll->category_id)->slug, 'tax_codes' => ' 2 , 5 ']))
        ->assertRedirect()->assertSessionHasNoErrors();
    expect(Category::query()->find($roll->category_id)->tax_codes)->toBe('2,5');

    auth('staff')->logout();
    $order = Staff::correctionPaidCardOrder(2);
    $line = collect(Fiscal::receipts($order)->sole()->goods)->firstWhere('code', 'P'.$roll->id);
    expect($line['tax_codes'])->toBe([2, 5])
        ->and(collect(Fiscal::receipts($order)->sole()->goods)->firstWhere('code', 'DELIVERY')['tax_codes'] ?? [1])->toBe([1]);

    Staff::signIn(StaffRole::Manager);
    Menu::saveProduct($roll, ['tax_codes' => '3']);
    expect(Product::query()->find($roll->id)->tax_codes)->toBe('3');
});

it('refuses tax codes that are not numbers, in both languages', function (string $prefix, string $message) {
    $roll = Fx::product();
    Staff::send('PUT', "$prefix/staff/menu/products/{$roll->id}", Menu::formOf($roll, ['tax_codes' => 'А; ПДВ']), "$prefix/staff/menu/products/{$roll->id}/edit")
        ->assertSessionHasErrors('tax_codes');
    expect(Menu::fieldError('tax_codes'))->toBe($message)->and($roll->refresh()->tax_codes)->toBeNull();
})->with([
    'uk' => ['', 'Податкові коди: до п’яти чисел через кому, напр. 1 або 1, 5.'],
    'en' => ['/en', 'The tax codes: up to five numbers separated by commas, e.g. 1 or 1, 5.'],
]);

it('checks the codes against the register\'s GET /tax with the checkbox driver, and says so when it cannot ask', function () {
    config(['shop.fiscal.driver' => 'checkbox', 'shop.fiscal.checkbox.url' => 'https://cb.test/api/v1', 'shop.fiscal.checkbox.license_key' => 'LIC-T', 'shop.fiscal.checkbox.pin_code' => '9']);
    Cache::forget('fiscal:taxes:'.sha1('LIC-T'));
    Cache::forget('checkbox:token:'.sha1('LIC-T|9'));
    Http::fake([
        'https://cb.test/api/v1/cashier/signinPinCode' => Http::response(['access_token' => 't']),
        'https://cb.test/api/v1/tax' => Http::sequence()->push('down', 503)->push([['code' => 1, 'label' => 'ПДВ', 'symbol' => 'А', 'rate' => 20]]),
    ]);
    $roll = Fx::product();

    Menu::menuUpdate("/en/staff/menu/products/{$roll->id}", Menu::formOf($roll, ['tax_codes' => '1']))->assertSessionHasErrors('tax_codes');
    expect(Menu::fieldError('tax_codes'))->toBe('The register could not be asked for its tax codes; try again in a minute.');

    Menu::menuUpdate("/en/staff/menu/products/{$roll->id}", Menu::formOf($roll, ['tax_codes' => '1, 7']))->assertSessionHasErrors('tax_codes');
    expect(Menu::fieldError('tax_codes'))->toBe('The register knows no tax code 7 (it knows 1).');

    Menu::menuUpdate("/en/staff/menu/products/{$roll->id}", Menu::formOf($roll, ['tax_codes' => '1']))->assertSessionHasNoErrors();
    expect($roll->refresh()->tax_codes)->toBe('1')->and(FiscalReceipt::query()->count())->toBe(0);
});
