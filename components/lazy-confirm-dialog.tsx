"use client";

import dynamic from "next/dynamic";

/**
 * `ConfirmDialog` for screens that open it from a menu or a button press (`open` controlled):
 * its AlertDialog code loads when it is first shown, not with the page (decision 0086).
 */
export const LazyConfirmDialog = dynamic(
  () => import("./confirm-dialog").then((m) => m.ConfirmDialog),
  { ssr: false },
);
