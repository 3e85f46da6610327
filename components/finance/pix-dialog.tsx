"use client";

import {
  Button,
  Callout,
  DataList,
  Dialog,
  Flex,
  Skeleton,
  Text,
  TextArea,
} from "@radix-ui/themes";
import { useEffect, useState, type RefObject } from "react";
import { focusBackTo } from "@/components/focus-back";
import { toast } from "@/lib/client/toast";
import { financePixAction } from "@/lib/actions/finance-admin";
import { formatBRL } from "@/lib/format";
import type { PixCharge } from "@/lib/services/finance";
import type { FinanceKind } from "@/lib/kinds/finance";
import { PIX_KEY_TYPE_LABELS } from "@/lib/validation/pix-key-types";

/**
 * 'Pagar com PIX': the static BR Code of an item still owed to the collaborator, as text
 * ('copia e cola', with a copy button) and as a QR code, to paste or scan in the bank app.
 */
export function PixDialog({
  kind,
  itemId,
  onClose,
  returnFocusTo,
}: {
  kind: FinanceKind;
  itemId: number;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const [charge, setCharge] = useState<PixCharge | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    financePixAction(kind, itemId).then((result) => {
      if (!live) return;
      if (result.ok) setCharge(result.data);
      else setError(result.message);
    });
    return () => {
      live = false;
    };
  }, [kind, itemId]);

  const copy = async () => {
    if (!charge) return;
    try {
      await navigator.clipboard.writeText(charge.payload);
      toast.success("Código PIX copiado");
    } catch {
      toast.error("Não foi possível copiar: selecione o código e copie manualmente");
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="520px" onCloseAutoFocus={focusBackTo(returnFocusTo)}>
        <Dialog.Title>Pagar com PIX</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          Cole o código no aplicativo do banco (PIX copia e cola) ou leia o QR code.
        </Dialog.Description>
        {error ? (
          <Callout.Root color="red" mt="4" role="alert">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : !charge ? (
          <Skeleton mt="4" height="280px" />
        ) : (
          <Flex direction="column" gap="3" mt="4">
            <Flex justify="center">
              {/* A data URL made on the server: next/image has nothing to optimise here. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={charge.qrCode} alt="QR code PIX" width={240} height={240} />
            </Flex>
            <DataList.Root size="2">
              <DataList.Item>
                <DataList.Label minWidth="120px">Recebedor</DataList.Label>
                <DataList.Value>{charge.merchantName}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label minWidth="120px">
                  Chave ({PIX_KEY_TYPE_LABELS[charge.keyType]})
                </DataList.Label>
                <DataList.Value>{charge.key}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label minWidth="120px">Valor</DataList.Label>
                <DataList.Value>{formatBRL(Number(charge.amount))}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label minWidth="120px">Identificador</DataList.Label>
                <DataList.Value>{charge.txid}</DataList.Value>
              </DataList.Item>
            </DataList.Root>
            <Text as="label" size="2" weight="medium" htmlFor="pix-payload">
              PIX copia e cola
            </Text>
            <TextArea
              id="pix-payload"
              readOnly
              value={charge.payload}
              rows={4}
              style={{ fontFamily: "monospace", wordBreak: "break-all" }}
            />
          </Flex>
        )}
        <Flex justify="end" gap="3" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Fechar
            </Button>
          </Dialog.Close>
          <Button onClick={copy} disabled={!charge}>
            Copiar código
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
