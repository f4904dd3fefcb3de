/**
 * The format of src/content/news-agencia-brasil.json, checked (Zod) before
 * the file is written: what pipelines/news/items.ts makes, stated once more
 * independently of the code that makes it. The site reads the same file
 * through its content collection (src/content.config.ts), against the news
 * entity of src/content/schemas.ts.
 */
import { z } from "zod";
import { AGENCY, type AgencyNewsItem, LICENCE, MAX_NEWS } from "./items.ts";

const text = z.string().trim().min(1);

const itemSchema = z.strictObject({
  id: z.string().regex(/^agencia-brasil-[a-z0-9-]+$/),
  title: text,
  content: text,
  source: z.literal(AGENCY),
  url: z.url({ protocol: /^https$/ }),
  published: z.iso.datetime({ offset: true }),
  keywords: z.array(text).min(1),
  credit: z.strictObject({
    licence: z.literal(LICENCE.licence),
    licenceUrl: z.literal(LICENCE.licenceUrl),
    author: text.optional(),
    shortened: z.boolean(),
  }),
});

/** The whole file: at most six items, newest first, no id or link twice. */
export const agencyNewsFileSchema = z
  .array(itemSchema)
  .max(MAX_NEWS)
  .superRefine((items, context) => {
    items.forEach((item, index) => {
      const before = items.slice(0, index);
      if (before.some((other) => other.id === item.id || other.url === item.url))
        context.addIssue({ code: "custom", path: [index], message: "o mesmo id ou link aparece duas vezes" });
      const previous = before.at(-1);
      if (previous && Date.parse(previous.published) < Date.parse(item.published))
        context.addIssue({ code: "custom", path: [index, "published"], message: "mais nova que o item anterior" });
    });
  });

/** `items` checked against {@link agencyNewsFileSchema}; throws naming `file`, the item and the field of the first fault. */
export function checkAgencyNews(items: readonly AgencyNewsItem[], file: string): AgencyNewsItem[] {
  const result = agencyNewsFileSchema.safeParse(items);
  if (result.success) return result.data as AgencyNewsItem[];
  throw new Error(`${file}: não gravado, os itens não passam na verificação:\n${z.prettifyError(result.error)}`);
}
