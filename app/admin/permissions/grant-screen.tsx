import { Flex, Heading, Link as RadixLink } from "@radix-ui/themes";
import Link from "next/link";
import { GrantForm } from "@/components/content/grant-form";
import { GrantHolders } from "@/components/content/grant-holders";
import { GRANT_SCREENS, OPTIONS_KEY } from "@/components/content/kinds";
import { idOrNull } from "@/lib/core/input";
import { pageActor } from "@/lib/server/page";
import { autocomplete } from "@/lib/services/autocomplete";
import { grantHolders } from "@/lib/services/content";
import type { GrantableKind } from "@/lib/validation/content";

type SearchParams = Record<string, string | string[] | undefined>;

/** A permission screen (server): the grant form and who holds the item picked in ?item=. */
export async function GrantScreen({
  kind,
  searchParams,
}: {
  kind: GrantableKind;
  searchParams: SearchParams;
}) {
  const actor = await pageActor();
  const screen = GRANT_SCREENS[kind];
  const key = OPTIONS_KEY[kind];
  // The users are searched as the admin types (UserPicker), never listed here.
  const options = await autocomplete(actor, { fields: key });
  const items = options[key] ?? [];
  const picked = idOrNull(typeof searchParams.item === "string" ? searchParams.item : undefined);
  const selected = items.some((item) => item.id === picked) ? picked : null;
  const holders = selected ? (await grantHolders(actor, kind, selected)).data : null;
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="1">
        <RadixLink asChild size="2">
          <Link href="/admin/permissions">← Permissões</Link>
        </RadixLink>
        <Heading as="h1" size="7">
          {screen.title}
        </Heading>
      </Flex>
      <GrantForm kind={kind} items={items} />
      <GrantHolders kind={kind} items={items} selected={selected} holders={holders} />
    </Flex>
  );
}
