import "@/components/public-theme-styles";
import type { Metadata } from "next";
import { NOT_FOUND_TITLE, NotFoundScreen } from "@/components/not-found-screen";
import { ThemeRoot } from "@/components/theme-root";

export const metadata: Metadata = { title: NOT_FOUND_TITLE };

/** An unknown address outside the areas ("/" then picks the home of the signed-in profile). */
export default function NotFound() {
  return (
    <ThemeRoot>
      <main>
        <NotFoundScreen fullPage />
      </main>
    </ThemeRoot>
  );
}
