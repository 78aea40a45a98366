<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\ReportRangeRequest;
use App\Staff\Audit;
use App\Staff\Couriers\CourierFigures;
use Symfony\Component\HttpFoundation\StreamedResponse;

/** The figures' courier section as CSV: one row per courier and per region (deliveries, average minutes on the road). */
class CourierFiguresController extends Controller
{
    public function csv(ReportRangeRequest $request, CourierFigures $figures, Audit $audit): StreamedResponse
    {
        [$from, $to] = $request->range();
        $audit->record('report.export_couriers', ['report', null], null, ['from' => $from->format('Y-m-d'), 'to' => $to->format('Y-m-d')]);
        $data = $figures->between($from, $to, app()->getLocale());

        return response()->streamDownload(function () use ($data) {
            $out = fopen('php://output', 'w') ?: throw new \RuntimeException('The CSV cannot be written to the output.');
            fwrite($out, "\xEF\xBB\xBF");
            fputcsv($out, ['kind', 'name', 'deliveries', 'average_minutes'], ',', '"', '');
            foreach (['courier' => $data['couriers'], 'region' => $data['regions']] as $kind => $rows) {
                foreach ($rows as $row) {
                    $name = (string) $row[$kind];
                    fputcsv($out, [$kind, preg_match('/^[=+\-@\t\r]/', $name) === 1 ? "'".$name : $name, $row['deliveries'], $row['average_minutes']], ',', '"', '');
                }
            }
            fclose($out);
        }, 'couriers-'.$from->format('Y-m-d').'-'.$to->format('Y-m-d').'.csv', ['Content-Type' => 'text/csv; charset=UTF-8']);
    }
}
