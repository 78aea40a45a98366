import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * Orders per hour of the day as bars (uPlot, loaded with the figures page only, never with the storefront).
 * The same numbers are in the table beside it for screen readers.
 */
export default function HourChart({
    perHour,
    label,
    hourLabel,
}: {
    perHour: number[];
    label: string;
    hourLabel: string;
}) {
    const box = useRef<HTMLDivElement>(null);

    useEffect(() => {
        const element = box.current;
        if (!element) return;
        const hours = perHour.map((_, hour) => hour);
        const bars = uPlot.paths.bars?.({ size: [0.7, 60] });
        const chart = new uPlot(
            {
                width: Math.max(280, element.clientWidth),
                height: 260,
                legend: { show: false },
                cursor: { show: true, drag: { x: false, y: false } },
                scales: {
                    x: { time: false, range: [-0.5, 23.5] },
                    y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
                },
                axes: [
                    {
                        label: hourLabel,
                        values: (_u, splits) =>
                            splits.map((v) => (Number.isInteger(v) ? String(v).padStart(2, '0') : '')),
                        incrs: [1, 2, 3, 6],
                    },
                    { label, values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')) },
                ],
                series: [
                    {},
                    {
                        label,
                        fill: 'rgba(185, 51, 0, 0.75)',
                        stroke: '#b93300',
                        width: 1,
                        paths: bars,
                        points: { show: false },
                    },
                ],
            },
            [hours, perHour],
            element,
        );
        const resize = () => chart.setSize({ width: Math.max(280, element.clientWidth), height: 260 });
        window.addEventListener('resize', resize);
        return () => {
            window.removeEventListener('resize', resize);
            chart.destroy();
        };
    }, [perHour, label, hourLabel]);

    return <div ref={box} className="staff-chart" role="img" aria-label={label} data-testid="hour-chart" />;
}
