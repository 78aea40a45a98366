<?php

// The customer's data: the export and the deletion of the account (English).
return [
    'deleted_by_manager' => 'The customer\'s account and personal data are deleted.',
    'deleted_customer' => 'deleted customer',
    'code_wrong' => 'The code is wrong or has expired. Ask for a new one.',
    'open_order' => 'You have an order in progress. The account can be deleted once it is completed or cancelled.',
    'already_deleted' => 'This account is already deleted.',
    'export_file' => 'sunrise-my-data',
];
