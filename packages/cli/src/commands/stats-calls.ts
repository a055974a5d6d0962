import type { CallStat, CallStats, CallStatsGroup, CallStatsParams, StatsInterval } from '@leadline/sdk';
import * as asciichartModule from 'asciichart';
import Table from 'cli-table3';
import { apiClient, type ServerFlags } from '../util/api-client.js';
import { callApi } from '../util/api-errors.js';
import { ExitError } from '../util/exit-error.js';
import type { Output } from '../util/output.js';

export interface StatsCallsFlags extends ServerFlags, Output {
  groupBy: string;
  stat: string;
  from?: string;
  to?: string;
  interval?: string;
  timeZone?: string;
  filter?: string[];
  chart: boolean;
  csv: boolean;
}

/** `leadline stats calls`: the server checks group_by, stat and the filters, and names what it refuses. */
export async function statsCalls(flags: StatsCallsFlags): Promise<void> {
  const params: CallStatsParams = {
    ...filters(flags.filter ?? []),
    group_by: flags.groupBy as CallStatsGroup,
    stat: flags.stat as CallStat,
    ...(flags.from ? { created_at_from: flags.from } : {}),
    ...(flags.to ? { created_at_to: flags.to } : {}),
    ...(flags.interval ? { interval: flags.interval as StatsInterval } : {}),
    ...(flags.timeZone ? { time_zone: flags.timeZone } : {}),
  };
  const client = await apiClient(flags);
  const stats = await callApi(flags, () => client.calls.stats(params));
  if (flags.json) process.stdout.write(`${JSON.stringify(stats, null, 2)}\n`);
  else if (flags.csv) process.stdout.write(csv(stats));
  else if (flags.chart) process.stdout.write(chart(stats));
  else process.stdout.write(table(stats));
}

function filters(pairs: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new ExitError(`--filter takes key=value, got ${pair}`, 2);
    out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return out;
}

const name = (g: { key: unknown; label: string | null }) =>
  g.label ?? (g.key === null ? '(none)' : String(g.key));

function table(s: CallStats): string {
  const t = new Table({ head: [s.group_by, s.stat, 'calls'], style: { head: [], border: [] } });
  for (const g of s.groups) t.push([name(g), String(g.value), String(g.calls_count)]);
  t.push(['total', String(s.total), String(s.calls_count)]);
  return `${t.toString()}\n(${s.time_zone})\n`;
}

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

function csv(s: CallStats): string {
  const rows = [['key', 'label', 'value', 'calls_count'].join(',')];
  for (const g of s.groups) {
    rows.push(
      [quote(g.key === null ? '' : String(g.key)), quote(g.label ?? ''), g.value, g.calls_count].join(','),
    );
  }
  return `${rows.join('\n')}\n`;
}

// asciichart is CommonJS: loaded from ESM its exports may sit on the namespace or under default.
const asciichart = (
  typeof asciichartModule.plot === 'function'
    ? asciichartModule
    : (asciichartModule as unknown as { default: typeof asciichartModule }).default
) as typeof asciichartModule;

const COLORS = [
  asciichart.blue,
  asciichart.green,
  asciichart.red,
  asciichart.yellow,
  asciichart.magenta,
  asciichart.cyan,
];

/**
 * A line chart (asciichart) over time: the buckets of a time group_by, or one
 * line per group with --interval. Categories, and anything with a single point
 * (one group, one bucket), are bars: a line through one point draws nothing.
 */
function chart(s: CallStats): string {
  const withSeries = s.groups.filter((g) => g.series?.length);
  const lines = withSeries.length ? withSeries.slice(0, COLORS.length) : [];
  const overTime = lines.length > 0 || s.group_by.startsWith('created_at_');
  const values = lines.length
    ? lines.map((g) => g.series!.map((p) => p.value))
    : [s.groups.map((g) => g.value)];
  if (values[0]!.length === 0) return '(no calls)\n';
  if (!overTime || values[0]!.length === 1) return bars(s);
  const plot = asciichart.plot(values, { height: 12, colors: lines.length > 1 ? COLORS : undefined });
  const axis = lines.length ? lines[0]!.series!.map((p) => p.label) : s.groups.map(name);
  const legend = lines.length
    ? lines.map((g, i) => `${COLORS[i]}── ${name(g)}${asciichart.reset}`)
    : [`${s.stat} by ${s.group_by}`];
  return `${plot}\n${axis[0]} … ${axis[axis.length - 1]} (${axis.length} buckets, ${s.time_zone})\n${legend.join('\n')}\n`;
}

const BAR_WIDTH = 40;

/** One bar a group, longest for the largest value (negative revenue draws none), its figure after it. */
function bars(s: CallStats): string {
  const labels = s.groups.map(name);
  const width = Math.max(...labels.map((l) => l.length));
  const top = Math.max(...s.groups.map((g) => g.value), 0);
  const rows = s.groups.map((g, i) => {
    const length = top > 0 ? Math.max(g.value > 0 ? 1 : 0, Math.round((g.value / top) * BAR_WIDTH)) : 0;
    return `${labels[i]!.padEnd(width)} ${'█'.repeat(length)} ${g.value}`;
  });
  const groups = `${s.groups.length} ${s.groups.length === 1 ? 'group' : 'groups'}`;
  return `${rows.join('\n')}\n${s.stat} by ${s.group_by} (${groups}, ${s.time_zone})\n`;
}
