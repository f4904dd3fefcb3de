/**
 * Tailwind classes shared by the site's data tables (the ANP price tables
 * and the Inmetro car tables), in one place so that they read alike and the
 * site's CSS stays small.
 */

/**
 * The scrolling frame of a table: on a phone the table keeps its columns
 * and scrolls sideways inside it (it stays a real table for screen
 * readers). See `TableFrame`, which makes it focusable.
 */
export const TABLE_FRAME = "overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm";

/**
 * The table itself. `data-table` (src/styles/global.css) gives every cell
 * its padding and every body row its top rule, once for the whole table
 * rather than as classes on each of a make page's thousands of cells.
 */
export const TABLE = "data-table w-full text-left text-sm text-slate-800";

/** The caption, above the table, left-aligned. */
export const CAPTION = "px-3 pt-3 pb-2 text-left text-sm text-slate-700";

/**
 * The caption's text: it stays in view at the frame's left edge while the
 * table scrolls sideways, and wraps to the screen's width, not the table's.
 */
export const CAPTION_TEXT = "sticky left-3 block max-w-[calc(100vw-6rem)]";

/** A header cell of the column headers' row. */
export const HEAD_CELL = "bg-slate-100 text-sm font-semibold text-slate-900";

/** A header cell of a figure column: right-aligned like its figures. */
export const HEAD_NUMBER_CELL = `${HEAD_CELL} text-right`;

/**
 * The first column (the row's name): it stays in view at the left while a
 * wide table scrolls sideways on a phone, with a hairline on its right.
 * Give it a background so the scrolling cells pass under it.
 */
export const FIRST_COLUMN = "first-column";

/**
 * A column shown from the `sm` breakpoint (640 px) up, on its header and
 * body cells: on a phone its figure goes elsewhere in the row (under the
 * row's name or under another figure), so that the table fits the screen.
 */
export const WIDE_ONLY = "hidden sm:table-cell";

/**
 * Narrower cells on a phone (6 px a side below 640 px, not 8), for a table
 * whose columns would not otherwise fit a 375 px screen (or, for the city
 * table, a 320 px one).
 */
export const NARROW_CELLS_ON_PHONE = "max-sm:[&_:is(th,td)]:px-1.5";

/** A body cell with a figure: one line, right-aligned, digits of equal width. */
export const NUMBER_CELL = "figure";

/** A link inside a table or a list. */
export const LINK = "text-blue-800 underline underline-offset-2 hover:text-blue-950";
