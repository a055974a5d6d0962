import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface Props {
  /** What the chart shows, for screen readers (the figures are also in a table beside it). */
  label: string;
  /** One label per point (dates, or names of groups). */
  labels: string[];
  values: number[];
  /** Bars for categories, a line for time. */
  kind: 'bars' | 'line';
  /** How a value reads in the legend as the pointer moves over the chart. */
  format: (value: number) => string;
}

/** A uPlot chart of one series over labelled points, as wide as its box. */
export function Chart({ label, labels, values, kind, format }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = labels.map((_, i) => i);
    const plot = new uPlot(
      {
        width: el.clientWidth || 600,
        height: 280,
        scales: { x: { time: false, range: [-0.5, Math.max(labels.length - 0.5, 0.5)] } },
        axes: [
          {
            values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? (labels[s] ?? '') : '')),
            // Whole steps only: a label per point when they fit, every 2nd, 5th… when they do not.
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500],
          },
          {},
        ],
        series: [
          { label: 'At', value: (_u, x) => (x === null ? '—' : (labels[x] ?? '—')) },
          {
            label,
            value: (_u, v) => (v === null ? '—' : format(v)),
            stroke: '#0b5cad',
            fill: kind === 'bars' ? 'rgba(11,92,173,0.35)' : 'rgba(11,92,173,0.12)',
            width: 2,
            ...(kind === 'bars' ? { paths: uPlot.paths.bars?.({ size: [0.6, 80] }) } : {}),
          },
        ],
        legend: { show: true, live: true },
      },
      [xs, values],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 280 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [label, labels, values, kind, format]);
  return <div class="chart" ref={box} role="img" aria-label={label} />;
}
