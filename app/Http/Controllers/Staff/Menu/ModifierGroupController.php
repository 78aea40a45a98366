<?php

namespace App\Http\Controllers\Staff\Menu;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\Menu\ModifierGroupRequest;
use App\Models\ModifierGroup;
use App\Staff\Menu\MenuEditor;
use App\Staff\StaffRoutes;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** The menu's modifier groups with their modifiers (a resource: create, store, edit, update). */
class ModifierGroupController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private MenuPages $pages, private MenuEditor $editor) {}

    public function create(): InertiaResponse
    {
        return Inertia::render('staff/menu/group', $this->pages->group(null));
    }

    public function store(ModifierGroupRequest $request): RedirectResponse
    {
        $group = $this->editor->saveModifierGroup(null, $request->values(), $request->modifiers());

        return $this->savedTo(StaffRoutes::url('menu.groups.edit', ['group' => $group->id]), 'created');
    }

    public function edit(ModifierGroup $group): InertiaResponse
    {
        return Inertia::render('staff/menu/group', $this->pages->group($group));
    }

    public function update(ModifierGroupRequest $request, ModifierGroup $group): RedirectResponse
    {
        $this->editor->saveModifierGroup($group, $request->values(), $request->modifiers());

        return $this->savedBack();
    }
}
