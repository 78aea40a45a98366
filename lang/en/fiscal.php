<?php

return [
    'page_title' => 'Receipt No. :number (test)',
    'not_fiscal' => 'NOT A FISCAL RECEIPT (sandbox)',
    'sell_receipt' => 'Sale receipt',
    'return_receipt' => 'Return receipt',
    'order' => 'Order',
    'cash' => 'Cash',
    'card' => 'Card',
    'total' => 'Total',
    'currency' => 'UAH',
    'fiscal_code' => 'Fiscal number',
];
