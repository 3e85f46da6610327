import { Link as RadixLink, Text } from "@radix-ui/themes";
import Link from "next/link";
import { GRANT_SCREENS } from "@/components/content/kinds";
import { HomeCard } from "@/components/home-card";
import { formatDate } from "@/lib/format";
import type { ExpiringGrant } from "@/lib/services/content/expiring";

/** The admin's home: grants ending in the next 7 days (person, item, last day), each to its screen. */
export function ExpiringGrants({ count, grants }: { count: number; grants: ExpiringGrant[] }) {
  return (
    <HomeCard title={`Acessos que terminam em 7 dias (${count})`}>
      {grants.length ? (
        grants.map((grant) => (
          <Text key={`${grant.kind}-${grant.itemId}-${grant.userId}`} size="2">
            {formatDate(grant.validUntil)} · {grant.fullName} ·{" "}
            <RadixLink asChild>
              <Link href={`${GRANT_SCREENS[grant.kind].path}?item=${grant.itemId}`}>
                {grant.itemTitle}
              </Link>
            </RadixLink>
          </Text>
        ))
      ) : (
        <Text size="2" color="gray">
          Nenhum acesso termina nos próximos 7 dias.
        </Text>
      )}
      {count > grants.length ? (
        <Text size="2" color="gray">
          e mais {count - grants.length}.
        </Text>
      ) : null}
    </HomeCard>
  );
}
