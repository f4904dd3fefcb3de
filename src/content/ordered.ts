import { type CollectionEntry, getCollection } from "astro:content";

/** The collections read from a JSON array file (src/content.config.ts). */
type OrderedCollection = "products" | "infoCards" | "news" | "curiosities";

/** The data of a JSON collection's entries in the order of its file, without the `position` bookkeeping. */
export async function inFileOrder<C extends OrderedCollection>(
  name: C,
): Promise<Array<Omit<CollectionEntry<C>["data"], "position">>> {
  const entries: Array<CollectionEntry<C>> = await getCollection(name);
  return entries
    .sort((a, b) => a.data.position - b.data.position)
    .map(({ data }) => {
      const { position: _position, ...rest } = data;
      return rest as unknown as Omit<CollectionEntry<C>["data"], "position">;
    });
}
