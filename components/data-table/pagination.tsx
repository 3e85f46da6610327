"use client";

import { InlineIcon } from "@/components/inline-icons";
import { Flex, IconButton, Text } from "@radix-ui/themes";
import type { Table } from "@tanstack/react-table";
import { LazySelect } from "@/components/lazy-select";
import { aboutRows, COUNT_CAP, PER_PAGE_OPTIONS, type PageMeta } from "@/lib/paging";

// ChevronLeftIcon of @radix-ui/react-icons.
const CHEVRON_LEFT =
  "M8.84182 3.13514C9.04327 3.32401 9.05348 3.64042 8.86462 3.84188L5.43521 7.49991L8.86462 11.1579C9.05348 11.3594 9.04327 11.6758 8.84182 11.8647C8.64036 12.0535 8.32394 12.0433 8.13508 11.8419L4.38508 7.84188C4.20477 7.64955 4.20477 7.35027 4.38508 7.15794L8.13508 3.15794C8.32394 2.95648 8.64036 2.94628 8.84182 3.13514Z";
// ChevronRightIcon of @radix-ui/react-icons.
const CHEVRON_RIGHT =
  "M6.1584 3.13508C6.35985 2.94621 6.67627 2.95642 6.86514 3.15788L10.6151 7.15788C10.7954 7.3502 10.7954 7.64949 10.6151 7.84182L6.86514 11.8418C6.67627 12.0433 6.35985 12.0535 6.1584 11.8646C5.95694 11.6757 5.94673 11.3593 6.1356 11.1579L9.565 7.49985L6.1356 3.84182C5.94673 3.64036 5.95694 3.32394 6.1584 3.13508Z";

type Props<T> = {
  /** The list's table (manual paging: its page state is the URL's). */
  table: Table<T>;
  /** The page's meta, for the figures the table does not hold (a capped count, an estimate). */
  meta: PageMeta;
  disabled?: boolean;
};

/** The footer of every list: selection count, rows per page, 'Page X of Y', previous/next. */
export function DataTablePagination<T>({ table, meta, disabled }: Props<T>) {
  const page = table.getState().pagination.pageIndex + 1;
  const options = PER_PAGE_OPTIONS.includes(meta.perPage as (typeof PER_PAGE_OPTIONS)[number])
    ? PER_PAGE_OPTIONS
    : [...PER_PAGE_OPTIONS, meta.perPage].sort((a, b) => a - b);
  return (
    <Flex align="center" justify="between" gap="4" wrap="wrap" px="1" py="2">
      <Text size="2" color="gray" data-testid="selection-count">
        {table.getSelectedRowModel().rows.length} of {table.getRowModel().rows.length} row(s)
        selected.
      </Text>
      <Flex align="center" gap="5" wrap="wrap">
        <Flex align="center" gap="2">
          <Text size="2" weight="medium" id="rows-per-page-label">
            Rows per page
          </Text>
          <LazySelect
            value={String(meta.perPage)}
            onValueChange={(v) => table.setPageSize(Number(v))}
            options={options.map((n) => ({ value: String(n), label: String(n) }))}
            disabled={disabled}
            size="1"
            position="item-aligned"
            aria-labelledby="rows-per-page-label"
          />
        </Flex>
        {/* Past COUNT_CAP matching rows the total is a lower bound (lib/services/list.ts). */}
        {meta.totalExact === false ? (
          <Text size="2" weight="medium" data-testid="page-indicator">
            Page {page} ·{" "}
            {meta.totalEstimate
              ? aboutRows(meta.totalEstimate)
              : `mais de ${COUNT_CAP.toLocaleString("pt-BR")} registros`}
          </Text>
        ) : (
          <Text size="2" weight="medium" data-testid="page-indicator">
            Page {page} of {table.getPageCount()}
          </Text>
        )}
        <Flex gap="2">
          <IconButton
            variant="outline"
            color="gray"
            aria-label="Página anterior"
            disabled={disabled || !table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          >
            <InlineIcon path={CHEVRON_LEFT} />
          </IconButton>
          <IconButton
            variant="outline"
            color="gray"
            aria-label="Próxima página"
            disabled={disabled || !table.getCanNextPage()}
            onClick={() => table.nextPage()}
          >
            <InlineIcon path={CHEVRON_RIGHT} />
          </IconButton>
        </Flex>
      </Flex>
    </Flex>
  );
}
