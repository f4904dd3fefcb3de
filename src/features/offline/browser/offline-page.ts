/**
 * The offline page's script: lists the pages this device keeps from earlier
 * visits (visited-pages.ts) under "Páginas visitadas", shown only when there
 * are some.
 */
import { visitedPages } from "./visited-pages.ts";

const section = document.getElementById("paginas-visitadas");
const list = section?.querySelector("ul");
void visitedPages().then((pages) => {
  if (!section || !list || pages.length === 0) return;
  for (const { path, title } of pages) {
    const link = document.createElement("a");
    link.href = path;
    link.className = "text-blue-800 underline underline-offset-2";
    link.textContent = title;
    const item = document.createElement("li");
    item.append(link);
    list.append(item);
  }
  section.hidden = false;
});
