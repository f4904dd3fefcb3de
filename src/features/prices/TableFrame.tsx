import type { ReactNode } from "react";
import { TABLE_FRAME } from "./table-styles";

/**
 * The scrolling frame of a price table: on a phone the table keeps its
 * columns and scrolls sideways inside it. A named region (by the table's
 * caption, `captionId`) that takes focus, so a keyboard user can scroll it
 * too (WCAG 2.1.1; axe's scrollable-region-focusable). `className` adds to it.
 */
export function TableFrame({
  captionId,
  className = "",
  children,
}: {
  captionId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // A scrollable region must be reachable by keyboard; a focusable region is the ARIA pattern for it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={`${TABLE_FRAME} ${className}`}>
      {children}
    </div>
  );
}
