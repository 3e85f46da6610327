"use client";

import { Button, Card, Flex, Link, Text, TextField } from "@radix-ui/themes";
import { FileTextIcon } from "@/components/icons";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { removeReceiptAction, setReceiptAccessKeyAction } from "@/lib/actions/finance-receipts";
import { handleActionResult } from "@/lib/client/action-result";
import type { FinanceKind } from "@/lib/kinds/finance";
import { accessKeySummary, groupedAccessKey } from "@/lib/validation/nfe-access-key";
import type { ReceiptFile } from "@/lib/validation/receipts";

const THUMBNAIL = 112;

const sizeOf = (bytes: number) =>
  bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} KB`;

/**
 * One receipt of the gallery: an image's thumbnail (through the file route, so the view is
 * logged like any other) or a PDF icon, its name opening it in a new tab, the NF-e/NFC-e key with
 * what it says, and, while the item may change, 'Remover' (confirmed) and the key's field.
 */
export function ReceiptCard({
  audience,
  kind,
  itemId,
  receipt,
  position,
  editable,
}: {
  audience: "admin" | "collaborator";
  kind: FinanceKind;
  itemId: number;
  receipt: ReceiptFile;
  position: number;
  editable: boolean;
}) {
  const router = useRouter();
  const [key, setKey] = useState(receipt.accessKey ?? "");
  const [saving, setSaving] = useState(false);
  const isImage = receipt.type.startsWith("image/");

  async function saveKey() {
    setSaving(true);
    const result = await setReceiptAccessKeyAction(audience, kind, itemId, receipt.id, key);
    setSaving(false);
    handleActionResult(result, {
      success: key.trim() ? "Chave de acesso salva" : "Chave de acesso removida",
      onSuccess: () => router.refresh(),
    });
  }

  return (
    <Card data-testid="receipt-card" style={{ width: 240 }}>
      <Flex direction="column" gap="2">
        <a
          href={receipt.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Abrir comprovante ${position}: ${receipt.name}`}
          style={{ display: "block", width: "100%", height: THUMBNAIL }}
        >
          {isImage ? (
            // A private file behind the session: not for the image optimizer.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={receipt.url}
              alt={`Miniatura de ${receipt.name}`}
              loading="lazy"
              width={208}
              height={THUMBNAIL}
              style={{ objectFit: "cover", width: "100%", height: THUMBNAIL, borderRadius: 4 }}
            />
          ) : (
            <Flex align="center" justify="center" height={`${THUMBNAIL}px`}>
              <FileTextIcon width={48} height={48} />
            </Flex>
          )}
        </a>
        <Link href={receipt.url} target="_blank" rel="noopener noreferrer" size="2" truncate>
          {receipt.name}
        </Link>
        <Text size="1" color="gray">
          {receipt.type === "application/pdf"
            ? "PDF"
            : receipt.type.replace("image/", "").toUpperCase()}{" "}
          · {sizeOf(receipt.size)}
        </Text>
        {receipt.issuer ? (
          <Text size="1" data-testid="receipt-issuer">
            {accessKeySummary({ key: receipt.accessKey ?? "", ...receipt.issuer })}
            <br />
            <Text color="gray">Chave {groupedAccessKey(receipt.accessKey ?? "")}</Text>
          </Text>
        ) : null}
        {editable ? (
          <>
            <Text as="label" size="1" weight="medium">
              Chave de acesso (NF-e/NFC-e)
              <TextField.Root
                mt="1"
                size="1"
                value={key}
                maxLength={60}
                inputMode="text"
                placeholder="44 dígitos"
                onChange={(event) => setKey(event.target.value)}
              />
            </Text>
            <Flex gap="2" wrap="wrap">
              <Button
                size="1"
                variant="soft"
                loading={saving}
                disabled={key === (receipt.accessKey ?? "")}
                onClick={saveKey}
              >
                Salvar chave
              </Button>
              <ConfirmDialog
                trigger={
                  <Button size="1" variant="soft" color="red">
                    Remover
                  </Button>
                }
                title="Remover comprovante"
                description={`O comprovante "${receipt.name}" será removido deste item.`}
                confirmLabel="Remover"
                onConfirm={async () =>
                  handleActionResult(
                    await removeReceiptAction(audience, kind, itemId, receipt.id),
                    { success: "Comprovante removido", onSuccess: () => router.refresh() },
                  )
                }
              />
            </Flex>
          </>
        ) : null}
      </Flex>
    </Card>
  );
}
