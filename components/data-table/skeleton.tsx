import { Skeleton, Table } from "@radix-ui/themes";
import styles from "./skeleton.module.css";

/** Placeholder rows inside a table whose new page is on its way (a sort, a page, a filter). */
export function DataTableSkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <Table.Row key={r} data-testid="skeleton-row">
          <Table.Cell colSpan={columns}>
            <Skeleton height="18px" width="100%" />
          </Table.Cell>
        </Table.Row>
      ))}
    </>
  );
}

/**
 * What stands in for a list's rows while they load. The server sends it before every list's rows
 * (the Suspense fallback of the screen, and of the table's own code on a client navigation), so
 * it is one element whatever the number of rows: CSS draws a bar per row (`--rows`).
 */
export function DataTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div
      className={styles.skeleton}
      style={{ "--rows": rows } as React.CSSProperties}
      aria-busy="true"
      aria-label="Carregando…"
      role="status"
      data-testid="table-skeleton"
    />
  );
}
