<?php

// Couriers (issue 33): dispatch, the courier's screen, their shift and cash. Same keys as lang/uk/couriers.php.
return [
    'taken' => 'Order :number is already with :courier.',
    'not_delivery' => 'Order :number is not a delivery.',
    'not_dispatchable' => 'Order :number is :status: only a cooking delivery, or one back from a failed run, goes to a courier.',
    'not_courier' => 'Choose a courier account.',
    'not_on_shift' => ':courier is not on shift at this order’s restaurant.',
    'run_full' => ':courier already carries :max orders.',
    'closed' => 'This delivery of order :number is already closed.',
    'cancelled' => 'Order :number was cancelled: do not deliver it.',
    'cash_required' => 'Enter the cash collected.',
    'unpaid_online' => 'This order is paid by card online and its payment has not come in: do not hand it over, call the operator.',
    'cash_invalid' => 'The cash collected is an amount from 0 to :max.',
    'reason_required' => 'Say why the order could not be delivered.',
    'reason_max' => 'The reason is at most :max characters.',
    'shift_restaurant' => 'Choose one of your restaurants.',
    'shift_open' => 'Your shift has open deliveries: deliver them or report them first.',
    'run_invalid' => 'The run lists your open deliveries, each once.',
    'assigned' => 'Order :number given to :courier.',
    'released' => 'Order :number taken back from the courier.',
    'cash_closed' => 'The cash of :courier for this day was already closed by :by.',
    'cash_nothing' => ':courier delivered nothing on this day.',
    'cash_received' => 'Enter the cash received, from 0 to :max.',
    'cash_courier' => 'Choose a courier.',
    'cash_day' => 'Choose a day.',
];
