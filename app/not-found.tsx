import { Button, Flex, Heading, Text } from "@radix-ui/themes";
import type { Metadata } from "next";
import Link from "next/link";
import { GoBackButton } from "@/components/go-back-button";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <Flex direction="column" align="center" justify="center" gap="4" minHeight="100vh" px="4" style={{ textAlign: "center" }}>
      <Text size="9" weight="bold" color="violet" aria-hidden style={{ letterSpacing: "-0.04em", opacity: 0.85 }}>
        404
      </Text>
      <Heading as="h1" size="8">
        Page not found
      </Heading>
      <Text color="gray" size="3" style={{ maxWidth: 460 }}>
        The page you are looking for doesn&apos;t exist. Here are some helpful links:
      </Text>
      <Flex gap="3" mt="2" wrap="wrap" justify="center">
        <GoBackButton size="3" variant="soft" color="gray">
          Go back
        </GoBackButton>
        <Button size="3" asChild>
          <Link href="/admin/home">Take me home</Link>
        </Button>
      </Flex>
    </Flex>
  );
}
