"use client";

import { Button, Flex, IconButton } from "@radix-ui/themes";

/**
 * Move up, move down and remove for one entry of an ordered list in a form (agenda items, quiz
 * questions): 'Subir item 2', 'Descer item 2', 'Remover item 2'.
 */
export function OrderButtons({
  index,
  count,
  noun,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  /** The entry's name in the labels ('item', 'pergunta'). */
  noun: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const n = index + 1;
  return (
    <Flex gap="1">
      <IconButton
        type="button"
        size="1"
        variant="ghost"
        aria-label={`Subir ${noun} ${n}`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        ↑
      </IconButton>
      <IconButton
        type="button"
        size="1"
        variant="ghost"
        aria-label={`Descer ${noun} ${n}`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        ↓
      </IconButton>
      <Button type="button" size="1" variant="ghost" color="red" onClick={() => onRemove(index)}>
        Remover {noun} {n}
      </Button>
    </Flex>
  );
}
