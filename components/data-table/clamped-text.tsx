import { Text } from "@radix-ui/themes";

/** One line of long text in a cell, cut with an ellipsis; the whole text shows on hover. */
export const CLAMPED_CELL = { maxWidth: 300, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } as const;

export function ClampedText({ text }: { text: string }) {
  return (
    <Text as="div" style={CLAMPED_CELL} title={text}>
      {text}
    </Text>
  );
}
