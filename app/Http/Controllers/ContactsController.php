<?php

namespace App\Http\Controllers;

use App\Inertia\Inertia;
use App\Inertia\Response;

class ContactsController extends Controller
{
    /** Show the contacts: restaurants, phones and socials come from the shared props. */
    public function __invoke(): Response
    {
        return Inertia::render('contacts');
    }
}
