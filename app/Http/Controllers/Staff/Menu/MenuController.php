<?php

namespace App\Http\Controllers\Staff\Menu;

use App\Http\Controllers\Controller;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** The menu for managers: categories in the storefront's order, their products, modifier groups (the editors' index). */
class MenuController extends Controller
{
    public function __construct(private MenuPages $pages) {}

    public function index(): InertiaResponse
    {
        return Inertia::render('staff/menu/index', $this->pages->index(app()->getLocale()));
    }
}
