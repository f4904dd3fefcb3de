/**
 * The look of a page's `h1`, the one heading that names the page: large,
 * extra-bold, tight. Pages whose title follows a breadcrumb trail add `mt-4`
 * (`PageHeader`); the others use it alone.
 */
export const PAGE_TITLE_CLASS = "text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl";
