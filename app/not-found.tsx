import type { Metadata } from "next";
import { NOT_FOUND_TITLE, NotFoundScreen } from "@/components/not-found-screen";

export const metadata: Metadata = { title: NOT_FOUND_TITLE };

/** An unknown address outside the areas ("/" then picks the home of the signed-in profile). */
export default function NotFound() {
  return (
    <main>
      <NotFoundScreen fullPage />
    </main>
  );
}
