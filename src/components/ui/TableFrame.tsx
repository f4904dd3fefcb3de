import type { ReactNode } from "react";
import { TABLE_FRAME } from "./table-styles.ts";

/**
 * The frame of a wide data table: on a narrow screen the table keeps its
 * columns and scrolls sideways inside it. A region named by the table's
 * caption (`labelledBy`, the caption's id) that takes focus, so a keyboard
 * user can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 * `className` adds to its classes.
 */
export function TableFrame({
  id,
  labelledBy,
  className = "",
  children,
}: {
  id?: string;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // A scrollable region must be reachable by keyboard; a focusable region is the ARIA pattern for it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div id={id} role="region" aria-labelledby={labelledBy} tabIndex={0} className={`${TABLE_FRAME} ${className}`}>
      {children}
    </div>
  );
}
