import { createElement } from "react";
import { createRoot } from "react-dom/client";
import type { ToasterProps } from "sonner";
import { loadOnce } from "./load-once";

/**
 * sonner's `toast`, loaded on first use with its `Toaster`, which mounts then in a React root of
 * its own (outside the page, so client-side navigation keeps it): neither is in any page's first
 * load, nor is next/dynamic. sonner shows a toast raised before its `Toaster` mounted as soon as
 * it mounts.
 */
type Options = { description?: string; duration?: number };
type Kind = "success" | "error" | "info" | "warning";

const TOASTER: ToasterProps = {
  position: "top-right",
  duration: 5000,
  theme: "light",
  richColors: true,
  closeButton: true,
};

const load = loadOnce(() =>
  import("sonner").then(({ Toaster, toast }) => {
    createRoot(document.body.appendChild(document.createElement("div"))).render(
      createElement(Toaster, TOASTER),
    );
    return toast;
  }),
);

const show = (kind: Kind) => (message: string, options?: Options) => {
  void load().then((toast) => toast[kind](message, options));
};

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
};
