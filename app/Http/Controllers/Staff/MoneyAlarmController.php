<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Models\MoneyAlarm;
use App\Staff\Actor;
use App\Staff\Overview\MoneyAlarms;
use App\Staff\Toast;
use Illuminate\Http\RedirectResponse;

/** "Done" on a money alarm of the overview (operators and managers): it leaves the overview, the audit keeps who. */
class MoneyAlarmController extends Controller
{
    public function destroy(MoneyAlarm $alarm, MoneyAlarms $alarms, Actor $actor): RedirectResponse
    {
        abort_if($actor->member === null, 403);
        $alarms->resolve($alarm, $actor->member);
        Toast::success(__('money_alarms.done', ['number' => $alarm->order->number]));

        return back(303);
    }
}
