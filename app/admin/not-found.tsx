import type { Metadata } from "next";
import { NOT_FOUND_TITLE, NotFoundScreen } from "@/components/not-found-screen";

export const metadata: Metadata = { title: NOT_FOUND_TITLE };

/** A missing record or address of this area, shown inside its shell. */
export default function NotFound() {
  return <NotFoundScreen homeHref="/admin/home" />;
}
