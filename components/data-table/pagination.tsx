"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "@/components/icons";
import { Flex, IconButton, Text } from "@radix-ui/themes";
import type { Table } from "@tanstack/react-table";
import { LazySelect } from "@/components/lazy-select";
import { aboutRows, COUNT_CAP, PER_PAGE_OPTIONS, type PageMeta } from "@/lib/paging";

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
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            variant="outline"
            color="gray"
            aria-label="Próxima página"
            disabled={disabled || !table.getCanNextPage()}
            onClick={() => table.nextPage()}
          >
            <ChevronRightIcon />
          </IconButton>
        </Flex>
      </Flex>
    </Flex>
  );
}
