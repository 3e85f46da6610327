import { Flex, Heading } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { CreateButton } from "@/components/create-button";
import { ListEmptyProvider } from "@/components/data-table/list-empty";
import { ListUrlProvider } from "@/lib/client/use-list-url";
import { ExportButton } from "./export-button";

/**
 * The frame of a list screen (server component): heading, optional create button, then the
 * filter panel and table given as children, all sharing one `ListUrlProvider`. `empty` is what
 * the table says without rows ('Nenhum usuário encontrado'), with the create button.
 *
 * @example
 *   <ListScreen
 *     title="Usuários"
 *     empty="Nenhum usuário encontrado"
 *     create={{ href: "/admin/user/new", label: "Criar usuário" }}
 *     exportHref="/api/user/export"
 *   >
 *     <UserFilters profiles={profiles} />
 *     <UsersTable data={list.data} meta={list.meta} />
 *   </ListScreen>
 */
export function ListScreen({
  title,
  empty,
  create,
  exportHref,
  children,
}: {
  title: string;
  /** The table's text without rows: 'Nenhum pagamento encontrado'. */
  empty: string;
  create?: { href: string; label: string };
  /** The list's CSV endpoint: adds 'Exportar CSV' with the filters and sort of the URL. */
  exportHref?: string;
  children: ReactNode;
}) {
  return (
    <ListUrlProvider>
      <ListEmptyProvider value={{ text: empty, create }}>
        <Flex direction="column" gap="4">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h1" size="7">
              {title}
            </Heading>
            <Flex gap="2" wrap="wrap">
              {exportHref ? <ExportButton href={exportHref} /> : null}
              {create ? <CreateButton {...create} /> : null}
            </Flex>
          </Flex>
          {children}
        </Flex>
      </ListEmptyProvider>
    </ListUrlProvider>
  );
}
