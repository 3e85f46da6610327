"use client";

import { Flex, Text } from "@radix-ui/themes";
import { useEffect, useMemo } from "react";
import type { FileInfo } from "@/lib/validation/file";
import { FilePreview } from "./file-preview";

/**
 * The preview beside a content form's file field: the picture just picked (before it is sent),
 * else the stored file.
 */
export function PickedFilePreview({
  picked,
  current,
}: {
  picked: File | null | undefined;
  current: FileInfo | null;
}) {
  const isFile = typeof File !== "undefined" && picked instanceof File;
  // An object URL per picked image, released when the pick changes or the form goes away.
  const pickedUrl = useMemo(
    () => (isFile && picked.type.startsWith("image/") ? URL.createObjectURL(picked) : null),
    [isFile, picked],
  );
  useEffect(() => () => (pickedUrl ? URL.revokeObjectURL(pickedUrl) : undefined), [pickedUrl]);

  const preview: FileInfo | null = isFile
    ? pickedUrl
      ? { id: 0, name: picked.name, type: picked.type, size: picked.size, url: pickedUrl }
      : null
    : current;
  if (!preview) {
    return isFile ? (
      <Text size="2" color="gray">
        {picked.name} será enviado ao salvar.
      </Text>
    ) : null;
  }
  return (
    <Flex direction="column" gap="1" data-testid="file-preview">
      <Text size="2" weight="medium">
        Pré-visualização
      </Text>
      <FilePreview file={preview} alt={`Pré-visualização de ${preview.name}`} />
    </Flex>
  );
}
