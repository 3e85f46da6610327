import { Suspense, type ReactNode } from "react";
import { DataTableSkeleton } from "@/components/data-table/skeleton";

/**
 * The table of a list screen behind a Suspense boundary: the header and filters answer at once,
 * the skeleton stands in until the rows' query returns (spec's loading state). Keyed by the
 * query so a new filter or page shows the skeleton again.
 *
 * @example
 *   <StreamedRows query={query}>
 *     <AdminFinanceRows actor={actor} query={query} />
 *   </StreamedRows>
 */
export function StreamedRows({
  query,
  children,
}: {
  query: { per_page: number };
  children: ReactNode;
}) {
  return (
    <Suspense
      key={JSON.stringify(query)}
      fallback={<DataTableSkeleton rows={Math.min(query.per_page, 10)} />}
    >
      {children}
    </Suspense>
  );
}
