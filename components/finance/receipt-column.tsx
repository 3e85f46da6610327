"use client";

import { Link as RadixLink } from "@radix-ui/themes";
import type { ColumnDef } from "@/components/data-table/columns";
import { EMPTY } from "@/lib/format";

/**
 * The 'Comprovante' column of the finance lists and the pending inbox: 'Ver' opens the receipt in a
 * new tab.
 */
export function receiptColumn<
  T extends { file?: { url: string; name: string } | null },
>(): ColumnDef<T> {
  return {
    id: "file",
    header: "Comprovante",
    meta: { nowrap: true },
    cell: ({ row }) =>
      row.original.file ? (
        <RadixLink
          href={row.original.file.url}
          target="_blank"
          rel="noopener noreferrer"
          title={row.original.file.name}
          aria-label="Ver comprovante"
        >
          Ver
        </RadixLink>
      ) : (
        EMPTY
      ),
  };
}
