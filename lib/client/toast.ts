/**
 * sonner's `toast`, loaded on first use: the toasts (and the `Toaster`, see
 * components/providers.tsx) stay out of every page's first load. sonner shows a toast raised
 * before its `Toaster` mounted as soon as it mounts.
 */
type Options = { description?: string; duration?: number };
type Kind = "success" | "error" | "info" | "warning";

const show = (kind: Kind) => (message: string, options?: Options) => {
  void import("sonner").then(({ toast }) => toast[kind](message, options));
};

export const toast = { success: show("success"), error: show("error"), info: show("info"), warning: show("warning") };
