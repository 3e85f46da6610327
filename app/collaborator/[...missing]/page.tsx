import { notFound } from "next/navigation";

/**
 * Any unknown address of this area: the area's not-found page, inside its shell (an unmatched URL
 * would otherwise get the bare root one).
 */
export default function Missing(): never {
  notFound();
}
