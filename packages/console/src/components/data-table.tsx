import { useVirtualizer } from '@tanstack/react-virtual';
import type { ComponentChildren } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ComponentChildren;
  /** The value sorted on; columns without one do not sort. */
  sort?: (row: T) => string | number | null;
  numeric?: boolean;
}

interface Props<T> {
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  empty?: string;
}

const ROW_HEIGHT = 40;
/** Below this many rows every row is drawn; above, only those in view (and a few more). */
const VIRTUAL_FROM = 60;

/**
 * A table that sorts by a column (its header is a button; aria-sort says
 * how) and draws only the rows in view when it is long (TanStack Virtual),
 * so a list of thousands scrolls as fast as one of ten.
 */
export function DataTable<T>({ caption, rows, columns, rowKey, empty = 'Nothing yet.' }: Props<T>) {
  const [sortBy, setSortBy] = useState<{ key: string; desc: boolean } | null>(null);
  const sorted = useMemo(() => {
    const column = sortBy && columns.find((c) => c.key === sortBy.key);
    if (!column?.sort) return rows;
    const value = column.sort;
    const out = [...rows].sort((a, b) => {
      const x = value(a) ?? '';
      const y = value(b) ?? '';
      return x < y ? -1 : x > y ? 1 : 0;
    });
    return sortBy?.desc ? out.reverse() : out;
  }, [rows, columns, sortBy]);

  const scroller = useRef<HTMLElement>(null);
  const virtual = sorted.length > VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    enabled: virtual,
  });
  const items = virtual
    ? virtualizer.getVirtualItems()
    : sorted.map((_, index) => ({ index, start: index * ROW_HEIGHT }));
  const before = virtual && items.length > 0 ? (items[0]?.start ?? 0) : 0;
  const after =
    virtual && items.length > 0 ? virtualizer.getTotalSize() - ((items.at(-1)?.start ?? 0) + ROW_HEIGHT) : 0;

  const toggle = (key: string) =>
    setSortBy((s) => (s?.key === key ? { key, desc: !s.desc } : { key, desc: false }));

  return (
    <section
      class={virtual ? 'table-wrap tall' : 'table-wrap'}
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
      tabIndex={0}
      aria-label={caption}
    >
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                class={c.numeric ? 'num' : undefined}
                aria-sort={sortBy?.key === c.key ? (sortBy.desc ? 'descending' : 'ascending') : undefined}
              >
                {c.sort ? (
                  <button type="button" class="sort" onClick={() => toggle(c.key)}>
                    {c.header}
                  </button>
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 && <Spacer height={before} />}
          {items.map(({ index }) => {
            const row = sorted[index] as T;
            return (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} class={c.numeric ? 'num' : undefined} data-label={c.header}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 && <Spacer height={after} />}
          {sorted.length === 0 && (
            <tr>
              <td colSpan={columns.length} class="empty">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

/** Holds the height of the rows not drawn, so the scroll bar is true; no row to a screen reader. */
function Spacer({ height }: { height: number }) {
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a spacer is not a row of the table.
    <tr role="presentation" style={{ height: `${height}px` }} />
  );
}
