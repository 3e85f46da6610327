import { Skeleton, Table } from "@radix-ui/themes";

/** Placeholder rows while a list loads (also usable from a route's `loading.tsx`). */
export function DataTableSkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <Table.Row key={r} data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, c) => (
            <Table.Cell key={c}>
              <Skeleton height="18px" width={c === 0 ? "24px" : "100%"} />
            </Table.Cell>
          ))}
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
