import { Flex, Text } from "@radix-ui/themes";

/** The plain 'Loading...' placeholder of spec §2 while the session and the page load. */
export function LoadingScreen() {
  return (
    <Flex align="center" justify="center" py="9" role="status">
      <Text color="gray">Loading...</Text>
    </Flex>
  );
}
