/**
 * The class and accent attributes Radix Themes' Button and IconButton render, for a plain
 * `<button>` or `<a>` on the screens that keep Radix's client code out of their first load
 * (sign-in, error, not-found; decision 0085) and in every row of a table, where Radix's props
 * parsing is repeated per row. One place, so a Radix upgrade is checked once.
 */
export function radixButton({
  size,
  variant,
  color,
  icon = false,
}: {
  size: "1" | "2" | "3";
  variant: "solid" | "soft" | "ghost";
  color?: "gray";
  icon?: boolean;
}) {
  return {
    className: `rt-reset rt-BaseButton rt-r-size-${size} rt-variant-${variant} rt-${icon ? "IconButton" : "Button"}`,
    // Radix writes an empty value for the theme's accent colour.
    "data-accent-color": color ?? "",
  };
}

/** The class and accent attributes of Radix Themes' `<Badge size="1" variant="soft">`. */
export function radixBadge(color: string) {
  return {
    className: "rt-reset rt-Badge rt-r-size-1 rt-variant-soft",
    "data-accent-color": color,
  };
}
