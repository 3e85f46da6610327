import type { SVGProps } from "react";
import type { IconName } from "./names";
import { SPRITE_VERSION } from "./sprite-version";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "name">;

/**
 * An icon as a reference into the sprite `public/icons.svg` (decision 0130): the shapes travel
 * once per browser, cached for good under a versioned URL, instead of in every page's HTML and
 * again in its RSC payload. 15×15 like Radix's icons; `currentColor` like them. No
 * `focusable="false"`: only Internet Explorer put an <svg> in the tab order.
 */
export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  return (
    <svg width="15" height="15" aria-hidden="true" {...props}>
      <use href={`/icons.svg?v=${SPRITE_VERSION}#${name}`} />
    </svg>
  );
}
