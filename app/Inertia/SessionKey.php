<?php

namespace App\Inertia;

/** Session keys the adapter uses between two requests (a sign-out that clears the history, flash data). */
enum SessionKey: string
{
    case ClearHistory = 'inertia.clear_history';

    case FlashData = 'inertia.flash_data';
}
