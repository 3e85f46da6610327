"use client";

import { Button, Flex, Heading, Text } from "@radix-ui/themes";
import { UploadIcon } from "@/components/icons";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { handleActionResult } from "@/lib/client/action-result";
import { toast } from "@/lib/client/toast";
import { uploadFile } from "@/lib/client/upload";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";
import { FILE_ACCEPT, fileProblem } from "@/lib/validation/file";
import { MAX_RECEIPTS_PER_ITEM, type ReceiptFile } from "@/lib/validation/receipts";
import { ReceiptCard } from "./receipt-card";

/**
 * 'Comprovantes' on an item's page (both areas): every receipt as a card, and, while the item
 * may change, 'Adicionar comprovante' (up to 10; the upload reads the NF-e/NFC-e key when it can).
 */
export function ReceiptGallery({
  audience,
  kind,
  itemId,
  files,
  editable,
}: {
  audience: "admin" | "collaborator";
  kind: FinanceKind;
  itemId: number;
  files: ReceiptFile[];
  editable: boolean;
}) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const { segment, adminApi } = FINANCE[kind];
  const endpoint =
    audience === "admin"
      ? `/api/${adminApi}/${itemId}/file`
      : `/api/collaborator/${segment}/${itemId}/file`;
  const full = files.length >= MAX_RECEIPTS_PER_ITEM;

  async function send(file: File | undefined) {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setUploading(true);
    const result = await uploadFile(endpoint, file);
    setUploading(false);
    if (input.current) input.current.value = "";
    handleActionResult(result, {
      success: "Comprovante adicionado",
      onSuccess: () => router.refresh(),
    });
  }

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="receipts-heading">
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Heading as="h2" size="4" id="receipts-heading">
            Comprovantes ({files.length} de {MAX_RECEIPTS_PER_ITEM})
          </Heading>
          {editable ? (
            <>
              <input
                ref={input}
                type="file"
                accept={FILE_ACCEPT}
                hidden
                aria-label="Arquivo do comprovante"
                data-testid="receipt-input"
                onChange={(event) => send(event.target.files?.[0])}
              />
              <Button
                variant="soft"
                loading={uploading}
                disabled={full}
                onClick={() => input.current?.click()}
              >
                <UploadIcon /> Adicionar comprovante
              </Button>
            </>
          ) : null}
        </Flex>
        {files.length === 0 ? (
          <Text color="gray" size="2">
            Nenhum comprovante enviado.
          </Text>
        ) : (
          <Flex gap="3" wrap="wrap" data-testid="receipt-gallery">
            {files.map((receipt, index) => (
              <ReceiptCard
                key={receipt.id}
                audience={audience}
                kind={kind}
                itemId={itemId}
                receipt={receipt}
                position={index + 1}
                editable={editable}
              />
            ))}
          </Flex>
        )}
        {editable && full ? (
          <Text size="1" color="gray">
            Limite de {MAX_RECEIPTS_PER_ITEM} comprovantes: remova um para enviar outro.
          </Text>
        ) : null}
      </section>
    </Flex>
  );
}
