// Written by `npm run icons` (scripts/icons/write.ts) with public/icons.svg: do not edit.
export const SPRITE_VERSION = "42cf6557fc";
