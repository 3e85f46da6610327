import { Skeleton, Table } from "@radix-ui/themes";

/**
 * Placeholder rows while a list loads (also usable from a route's `loading.tsx`): one bar across
 * each row. Every server-rendered list sends these before its rows (the Suspense fallback), so
 * they stay three elements a row rather than a bar per cell, which would make them a large share
 * of the page's elements.
 */
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

/** A whole table skeleton, for `loading.tsx` of a list route. */
export function DataTableSkeleton({ columns = 6, rows = 5 }: { columns?: number; rows?: number }) {
  return (
    <Table.Root variant="surface" aria-busy="true">
      <Table.Body>
        <DataTableSkeletonRows columns={columns} rows={rows} />
      </Table.Body>
    </Table.Root>
  );
}
