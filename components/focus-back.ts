import type { RefObject } from "react";

/**
 * The `onCloseAutoFocus` of a dialog opened from a menu (it has no Radix trigger of its own, so
 * Radix would drop focus on <body>): focus goes back to the button that opened it.
 *
 * @example
 *   <Dialog.Content onCloseAutoFocus={focusBackTo(opener)}>
 */
export function focusBackTo(target: RefObject<HTMLElement | null> | undefined) {
  return (event: Event) => {
    const element = target?.current;
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
}
