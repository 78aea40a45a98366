<?php

namespace App\Console\Commands;

use App\Models\Order;
use App\Shop\Privacy\OrderErasure;
use Illuminate\Console\Command;

/** Guest orders older than shop.privacy.personal_data_days lose their personal fields (OrderErasure); daily. */
class ErasePersonalDataCommand extends Command
{
    protected $signature = 'shop:erase-personal-data';

    protected $description = 'Erase the name, phone, address and comments of guest orders older than SHOP_PERSONAL_DATA_DAYS (the figures and dish lines stay).';

    public function handle(OrderErasure $erasure): int
    {
        $days = (int) config('shop.privacy.personal_data_days');
        $erased = $erasure->erase(Order::query()->whereNull('customer_id')->where('created_at', '<', now()->subDays($days)));
        $this->components->info("Erased the personal data of $erased guest order(s) older than $days days.");

        return self::SUCCESS;
    }
}
