"use client";

import { DownloadIcon } from "@/components/icons";
import { Button } from "@radix-ui/themes";
import { useSearchParams } from "next/navigation";

/**
 * 'Exportar CSV': downloads the list as filtered and sorted on screen, every page of it, from
 * the list's `…/export` endpoint (the same query parameters, without the paging).
 */
export function ExportButton({ href }: { href: string }) {
  const params = new URLSearchParams(useSearchParams());
  params.delete("page");
  params.delete("per_page");
  const query = params.toString();
  return (
    <Button variant="soft" color="gray" asChild>
      <a href={query ? `${href}?${query}` : href} download>
        <DownloadIcon /> Exportar CSV
      </a>
    </Button>
  );
}
