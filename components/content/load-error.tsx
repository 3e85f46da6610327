"use client";

import { ExclamationTriangleIcon } from "@/components/icons";
import { Button, Callout, Flex } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useTransition } from "react";

/** A read that failed: the message and a way to try again (never an empty screen). */
export function LoadError({ message }: { message: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Callout.Root color="red" role="alert" data-testid="load-error">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Callout.Text>{message}</Callout.Text>
        <Button
          size="1"
          variant="soft"
          color="red"
          loading={pending}
          onClick={() => startTransition(() => router.refresh())}
        >
          Tentar novamente
        </Button>
      </Flex>
    </Callout.Root>
  );
}
