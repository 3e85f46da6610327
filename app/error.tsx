"use client";

import "@/components/public-theme-styles";
import { ErrorScreen } from "@/components/error-screen";
import { ThemeRoot } from "@/components/theme-root";

/**
 * Replaces what fails under the root layout, the areas' shells included: so it brings the theme's
 * root.
 */
export default function Error(props: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <ThemeRoot>
      <ErrorScreen {...props} />
    </ThemeRoot>
  );
}
