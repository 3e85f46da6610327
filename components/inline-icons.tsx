import type { SVGProps } from "react";

/**
 * A Radix icon (15×15) as plain SVG, given the icon's path: @radix-ui/react-icons ends up in one
 * chunk with every icon the app uses, which the public screens (sign-in, error, not-found) and
 * what every list loads (the shell's header, filters, table, pagination) should not load. Each
 * component keeps the path it shows, so no chunk carries the others (decisions 0085, 0088).
 */
export function InlineIcon({ path, ...props }: SVGProps<SVGSVGElement> & { path: string }) {
  return (
    <svg
      width="15"
      height="15"
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      {...props}
    >
      <path d={path} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}
