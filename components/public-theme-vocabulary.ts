/**
 * Everything of Radix Themes the public screens render (sign-in, registration and its
 * confirmation, the root not-found, the error screens), from which
 * `scripts/theme-css.ts` generates components/public-theme.css: a rule of Radix's CSS is
 * kept only if one of its selectors can match with these classes and theme attributes
 * (decision 0089). Read from those screens' code and from their rendered DOM in every state
 * (JavaScript on and off, dark and light, phone and desktop, errors, the open select and
 * calendar); e2e/public-theme.spec.ts fails when a screen renders a class or accent this file
 * lacks. After a change here: `npx tsx scripts/theme-css.ts`.
 */
export const PUBLIC_THEME_VOCABULARY = {
  /** Radix's colour token files loaded, as components/theme-styles.ts loads them. */
  colors: ["gray", "slate", "violet", "red"],
  classes: [
    // The theme's root (ThemeRoot, and the portals ThemeScope dresses) and the theme's classes on
    // <html> (lib/theme.ts).
    "radix-themes",
    "dark",
    "light",
    "rt-reset",
    // Layout: Box, Flex, Grid and their props (auth layout, forms, not-found, error screen).
    "rt-Box",
    "rt-Flex",
    "rt-Grid",
    "rt-r-display-none",
    "rt-r-display-block",
    "sm:rt-r-display-none",
    "sm:rt-r-display-block",
    "rt-r-position-relative",
    "rt-r-position-absolute",
    "rt-r-overflow-hidden",
    "rt-r-bottom-0",
    "rt-r-left-0",
    "rt-r-right-0",
    "rt-r-fd-column",
    "rt-r-fw-wrap",
    "rt-r-ai-center",
    "rt-r-jc-center",
    "rt-r-jc-end",
    "rt-r-gap-1",
    "rt-r-gap-2",
    "rt-r-gap-3",
    "rt-r-gap-4",
    "rt-r-gap-5",
    "rt-r-gc",
    "sm:rt-r-gc",
    "rt-r-gtc-1",
    "sm:rt-r-gtc-5",
    "md:rt-r-gtc-2",
    "rt-r-w",
    "rt-r-max-w",
    "rt-r-min-h",
    "rt-r-p-8",
    "rt-r-px-4",
    "rt-r-px-5",
    "sm:rt-r-px-8",
    "rt-r-py-8",
    "rt-r-py-9",
    "rt-r-mt-2",
    "rt-r-mb-6",
    // Typography: Text, Heading, Code (the error's digest).
    "rt-Text",
    "rt-Heading",
    "rt-Code",
    "rt-r-size-1",
    "rt-r-size-2",
    "rt-r-size-3",
    "rt-r-size-4",
    "rt-r-size-5",
    "rt-r-size-7",
    "rt-r-size-8",
    "rt-r-size-9",
    "rt-r-weight-medium",
    "rt-r-weight-bold",
    // Buttons (radixButton, SubmitButton with its spinner, Radix's Button and IconButton).
    "rt-BaseButton",
    "rt-Button",
    "rt-IconButton",
    "rt-Spinner",
    "rt-SpinnerLeaf",
    "rt-variant-solid",
    "rt-variant-soft",
    "rt-variant-ghost",
    "rt-variant-surface",
    // Text fields (TextInput, Radix's TextField on /register).
    "rt-TextFieldRoot",
    "rt-TextFieldInput",
    "rt-TextFieldSlot",
    // /register: the PIX key type select and the birth date's calendar popover.
    "rt-SelectTrigger",
    "rt-SelectTriggerInner",
    "rt-SelectIcon",
    "rt-SelectContent",
    "rt-SelectViewport",
    "rt-SelectItem",
    "rt-SelectItemIndicator",
    "rt-SelectItemIndicatorIcon",
    "rt-PopperContent",
    "rt-PopoverContent",
    "rt-ScrollAreaRoot",
    "rt-ScrollAreaViewport",
    "rt-ScrollAreaViewportFocusRing",
    "rt-ScrollAreaScrollbar",
    "rt-ScrollAreaThumb",
    "rt-ScrollAreaCorner",
    // /register with registration closed: an amber Callout.
    "rt-CalloutRoot",
    "rt-CalloutIcon",
    "rt-CalloutText",
  ],
  /**
   * Values of Radix's theme attributes the screens render; a rule needing any other value is
   * dropped.
   */
  attributes: {
    // "" is the theme's accent (Radix writes it so); amber is the closed registration's callout.
    "data-accent-color": ["", "violet", "gray", "red", "amber"],
    "data-gray-color": ["slate"],
    "data-radius": ["medium"],
    "data-scaling": ["100%"],
    "data-panel-background": ["solid"],
    "data-has-background": ["true", "false"],
    "data-is-root-theme": ["true", "false"],
  },
} as const;
