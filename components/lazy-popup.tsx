"use client";

/**
 * LazyPopup — a menu, popover or drawer whose Radix code loads when it is first opened, not
 * with the page: the header's menus and every table row's menu were most of a list page's
 * JavaScript and of its hydration time, for popups most visits never open (decision 0086).
 *
 * Until then `trigger`, the same button the popup will use, stands in: pointing at it or
 * focusing it starts the download, activating it (click, Enter, Space) opens the loaded popup.
 * The popup component receives that `trigger` to wrap in its Radix `Trigger` and mounts open;
 * from then on it is the ordinary Radix popup (it stays mounted, so focus returns to its button).
 *
 * @example
 *   const loadMenu = () => import("./user-menu-content").then((m) => m.UserMenuContent);
 *   <LazyPopup
 *     load={loadMenu}
 *     haspopup="menu"
 *     trigger={<IconButton aria-label="Menu">…</IconButton>}
 *     {...props}
 *   />
 */
import {
  cloneElement,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
} from "react";

/** How the popup was opened: a keyboard user expects focus on its first item. */
export type OpenedBy = "pointer" | "keyboard";

/** What a lazily loaded popup gets besides its own props. */
export type LazyPopupProps = { trigger: ReactElement; openedBy: OpenedBy };

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: unknown) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  "aria-haspopup"?: "menu" | "dialog";
};

export function LazyPopup<P extends object>({
  load,
  trigger,
  haspopup,
  ...props
}: P & {
  load: () => Promise<ComponentType<P & LazyPopupProps>>;
  trigger: ReactElement<TriggerProps>;
  haspopup: "menu" | "dialog";
}) {
  const [loaded, setLoaded] = useState<{
    Popup: ComponentType<P & LazyPopupProps>;
    openedBy: OpenedBy;
  } | null>(null);
  if (loaded)
    return <loaded.Popup {...(props as P)} trigger={trigger} openedBy={loaded.openedBy} />;

  const prefetch = () => void load();
  return cloneElement(trigger, {
    // No aria-expanded while closed: the WAI-ARIA menu button pattern recommends leaving it out.
    "aria-haspopup": haspopup,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    // A click the keyboard caused (Enter, Space) has no pointer position: `detail` is 0.
    onClick: (event) => {
      const openedBy: OpenedBy = event.detail === 0 ? "keyboard" : "pointer";
      void load().then((Popup) => setLoaded({ Popup, openedBy }));
    },
  });
}

/**
 * The `onFocus` of a lazily opened Radix menu's content. Radix focuses the content, and its
 * first item only for a keyboard it saw press the key; this menu mounted after that key press,
 * so on its first opening a keyboard user's focus is moved on to the first item here.
 */
export function useFocusFirstItem(openedBy: OpenedBy) {
  const pending = useRef(openedBy === "keyboard");
  return (event: FocusEvent<HTMLElement>) => {
    if (!pending.current || event.target !== event.currentTarget) return;
    pending.current = false;
    event.currentTarget
      .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
      ?.focus();
  };
}
