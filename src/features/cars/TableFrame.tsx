import type { ReactNode } from "react";
import { TABLE_FRAME } from "./table-styles";

/**
 * The frame of a wide catalogue table: on a narrow screen the table keeps
 * its columns and scrolls sideways inside it, so it stays a real table for
 * screen readers. The frame is a region named by the table's caption
 * (`labelledBy`, the caption's id) and focusable, so that keyboard users can
 * scroll it too (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
export function TableFrame({ id, labelledBy, children }: { id?: string; labelledBy: string; children: ReactNode }) {
  return (
    // A scrolling region is operable by keyboard only when it can take focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div id={id} role="region" aria-labelledby={labelledBy} tabIndex={0} className={TABLE_FRAME}>
      {children}
    </div>
  );
}
