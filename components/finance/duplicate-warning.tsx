import { Callout, Link } from "@radix-ui/themes";
import { ExclamationTriangleIcon } from "@/components/icons";
import NextLink from "next/link";
import { Fragment } from "react";
import { FINANCE } from "@/lib/kinds/finance";
import { DUPLICATE_REASON_LABELS, type ReceiptDuplicate } from "@/lib/validation/receipts";

/**
 * 'Possível comprovante duplicado': the other items holding the same receipt file or NF-e key,
 * each a link to that item's page in this area. A collaborator gets no id for another person's
 * item, so it shows as 'outro item' without a link.
 */
export function DuplicateWarning({
  duplicates,
  area,
}: {
  duplicates: ReceiptDuplicate[];
  area: "admin" | "collaborator";
}) {
  if (duplicates.length === 0) return null;
  return (
    <Callout.Root color="amber" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>
        <strong>Possível comprovante duplicado.</strong> Também aparece em:{" "}
        {duplicates.map((duplicate, index) => {
          const { text, segment } = FINANCE[duplicate.kind];
          const reason = DUPLICATE_REASON_LABELS[duplicate.reason];
          return (
            <Fragment key={`${duplicate.kind}-${duplicate.itemId}-${duplicate.reason}-${index}`}>
              {index ? "; " : ""}
              {duplicate.itemId == null ? (
                `outro item (${text.singular.toLowerCase()} de outra pessoa)`
              ) : (
                <Link asChild>
                  <NextLink href={`/${area}/${segment}/${duplicate.itemId}`}>
                    {text.singular} #{duplicate.itemId}
                  </NextLink>
                </Link>
              )}{" "}
              ({reason})
            </Fragment>
          );
        })}
        .
      </Callout.Text>
    </Callout.Root>
  );
}
