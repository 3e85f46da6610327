/**
 * Every icon the app draws, by name: the symbols of the sprite `public/icons.svg`, which
 * `npm run icons` writes from these lists. Most are @radix-ui/react-icons (the name is the
 * component's, in kebab case: `chevron-down` is ChevronDownIcon); `OWN_ICONS` are shapes
 * that package does not export.
 */
export const RADIX_ICONS = [
  "activity-log",
  "archive",
  "arrow-left",
  "arrow-right",
  "backpack",
  "bell",
  "calendar",
  "card-stack",
  "caret-down",
  "caret-sort",
  "caret-up",
  "check",
  "check-circled",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "chevron-up",
  "circle",
  "clock",
  "copy",
  "counter-clockwise-clock",
  "cross-1",
  "cross-2",
  "desktop",
  "download",
  "exclamation-triangle",
  "exit",
  "external-link",
  "eye-closed",
  "eye-open",
  "file",
  "file-text",
  "gear",
  "hamburger-menu",
  "id-card",
  "image",
  "info-circled",
  "layers",
  "lock-closed",
  "lock-open-1",
  "magnifying-glass",
  "mixer-horizontal",
  "moon",
  "pencil-1",
  "person",
  "plus",
  "question-mark-circled",
  "reload",
  "reset",
  "stack",
  "sun",
  "trash",
  "upload",
  "video",
] as const;

/** Radix Themes' own select chevron (9×9), drawn by the lazy select before Radix loads. */
export const OWN_ICONS = {
  "select-chevron": {
    viewBox: "0 0 9 9",
    path: "M0.135232 3.15803C0.324102 2.95657 0.640521 2.94637 0.841971 3.13523L4.5 6.56464L8.158 3.13523C8.3595 2.94637 8.6759 2.95657 8.8648 3.15803C9.0536 3.35949 9.0434 3.67591 8.842 3.86477L4.84197 7.6148C4.64964 7.7951 4.35036 7.7951 4.15803 7.6148L0.158031 3.86477C-0.0434285 3.67591 -0.0536285 3.35949 0.135232 3.15803Z",
  },
} as const;

export type IconName = (typeof RADIX_ICONS)[number] | keyof typeof OWN_ICONS;
