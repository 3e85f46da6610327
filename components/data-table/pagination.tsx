"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "@radix-ui/react-icons";
import { Flex, IconButton, Select, Text } from "@radix-ui/themes";
import { aboutRows, COUNT_CAP, PER_PAGE_OPTIONS, type PageMeta } from "@/lib/validation/page-meta";

type Props = {
  meta: PageMeta;
  selected: number;
  rows: number;
  disabled?: boolean;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
};

/** The footer of every list: selection count, rows per page, 'Page X of Y', previous/next. */
export function DataTablePagination({ meta, selected, rows, disabled, onPage, onPerPage }: Props) {
  const page = meta.currentPage;
  const options = PER_PAGE_OPTIONS.includes(meta.perPage as (typeof PER_PAGE_OPTIONS)[number])
    ? PER_PAGE_OPTIONS
    : [...PER_PAGE_OPTIONS, meta.perPage].sort((a, b) => a - b);
  return (
    <Flex align="center" justify="between" gap="4" wrap="wrap" px="1" py="2">
      <Text size="2" color="gray" data-testid="selection-count">
        {selected} of {rows} row(s) selected.
      </Text>
      <Flex align="center" gap="5" wrap="wrap">
        <Flex align="center" gap="2">
          <Text size="2" weight="medium" id="rows-per-page-label">
            Rows per page
          </Text>
          <Select.Root value={String(meta.perPage)} onValueChange={(v) => onPerPage(Number(v))} disabled={disabled} size="1">
            <Select.Trigger aria-labelledby="rows-per-page-label" />
            <Select.Content>
              {options.map((n) => (
                <Select.Item key={n} value={String(n)}>
                  {n}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        {/* Past COUNT_CAP matching rows the total is a lower bound (lib/services/list.ts). */}
        {meta.totalExact === false ? (
          <Text size="2" weight="medium" data-testid="page-indicator">
            Page {page} · {meta.totalEstimate ? aboutRows(meta.totalEstimate) : `mais de ${COUNT_CAP.toLocaleString("pt-BR")} registros`}
          </Text>
        ) : (
          <Text size="2" weight="medium" data-testid="page-indicator">
            Page {page} of {meta.lastPage}
          </Text>
        )}
        <Flex gap="2">
          <IconButton
            variant="outline"
            color="gray"
            aria-label="Página anterior"
            disabled={disabled || page <= 1}
            onClick={() => onPage(Math.min(page - 1, meta.lastPage))}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            variant="outline"
            color="gray"
            aria-label="Próxima página"
            disabled={disabled || page >= meta.lastPage}
            onClick={() => onPage(page + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Flex>
      </Flex>
    </Flex>
  );
}
