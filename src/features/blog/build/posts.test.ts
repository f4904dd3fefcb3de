import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLOG_CARD_COUNT, type BlogPost, blogCards, newestFirst, relatedPosts } from "./posts.ts";

function post(slug: string, date: string, keywords: string[] = []): BlogPost {
  return {
    slug,
    data: {
      title: slug,
      description: "d",
      datePublished: new Date(date),
      author: "Equipe",
      icon: "gauge",
      accent: "blue",
      keywords,
    },
  };
}

describe("blog posts", () => {
  it("lists the newest first", () => {
    const posts = [post("a", "2026-09-01"), post("b", "2026-11-01"), post("c", "2026-10-01")];
    expect(newestFirst(posts).map((item) => item.slug)).toEqual(["b", "c", "a"]);
  });

  it("shows the six newest as /blog's cards, however many articles there are (6 post cards, docs/product-rules.md)", () => {
    expect(BLOG_CARD_COUNT).toBe(6);
    const posts = Array.from({ length: 8 }, (_, index) => post(`p${index}`, `2026-0${index + 1}-15`));
    expect(blogCards(posts).map((item) => item.slug)).toEqual(["p7", "p6", "p5", "p4", "p3", "p2"]);
    expect(blogCards(posts.slice(0, 2))).toHaveLength(2);
  });

  it("relates the articles sharing most keywords, newest next, never the article itself", () => {
    const posts = [
      post("pneus", "2026-09-01", ["economia", "pneus"]),
      post("consumo", "2026-10-01", ["economia", "consumo", "Inmetro"]),
      post("etiqueta", "2026-11-01", ["Inmetro", "consumo"]),
      post("oleo", "2026-11-10", ["manutenção"]),
    ];
    expect(relatedPosts(posts[1]!, posts, 2).map((item) => item.slug)).toEqual(["etiqueta", "pneus"]);
    expect(relatedPosts(posts[2]!, posts, 3).map((item) => item.slug)).toEqual(["consumo", "oleo", "pneus"]);
  });

  it("always returns at most `count` distinct other articles", () => {
    fc.assert(
      fc.property(
        fc.array(fc.subarray(["a", "b", "c", "d"]), { minLength: 1, maxLength: 8 }),
        fc.nat(5),
        (sets, count) => {
          const posts = sets.map((keywords, index) =>
            post(`p${index}`, `2026-01-${String(index + 1).padStart(2, "0")}`, keywords),
          );
          const related = relatedPosts(posts[0]!, posts, count);
          expect(related.length).toBe(Math.min(count, posts.length - 1));
          expect(related.some((item) => item.slug === "p0")).toBe(false);
          expect(new Set(related.map((item) => item.slug)).size).toBe(related.length);
        },
      ),
    );
  });
});
