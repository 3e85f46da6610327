"use client";

import { Cross2Icon } from "@/components/icons";
import { Badge, Flex, IconButton } from "@radix-ui/themes";

/**
 * The items a multiple choice holds (users, options), as removable chips. The list stays in the DOM while empty
 * (hidden), so adding the first user does not shift the field under the pointer.
 */
export function SelectedChips({
  label,
  ids,
  display,
  onRemove,
  disabled,
}: {
  label: string;
  ids: number[];
  display: (id: number) => string;
  onRemove: (id: number) => void;
  disabled?: boolean;
}) {
  return (
    <Flex
      gap="2"
      wrap="wrap"
      align="center"
      aria-label={`${label}: selecionados`}
      role="list"
      style={ids.length ? undefined : { display: "none" }}
    >
      {ids.map((selectedId) => (
        <Badge key={selectedId} size="2" variant="soft" role="listitem">
          {display(selectedId)}
          <IconButton
            type="button"
            size="1"
            variant="ghost"
            aria-label={`Remover ${display(selectedId)}`}
            onClick={() => onRemove(selectedId)}
            disabled={disabled}
          >
            <Cross2Icon />
          </IconButton>
        </Badge>
      ))}
    </Flex>
  );
}
