import { describe, expect, it } from "vitest";
import { chunkFiles } from "./lazy-entries.ts";

const chunk = (facadeModuleId: string | null, imports: string[] = []) =>
  ({ type: "chunk", facadeModuleId, imports }) as const;

describe("chunkFiles", () => {
  const bundle = {
    "_astro/toast.a.js": chunk("/src/toast.ts", ["_astro/react.c.js"]),
    "_astro/mount-toaster.b.js": chunk("/src/mount-toaster.tsx", ["_astro/client.d.js", "_astro/react.c.js"]),
    "_astro/client.d.js": chunk(null, ["_astro/react.c.js"]),
    "_astro/react.c.js": chunk(null),
    "_astro/later.e.css": { type: "asset" } as const,
  };

  it("lists a module's chunk, then every chunk it imports at any depth, each once", () => {
    expect(chunkFiles(bundle, "/src/mount-toaster.tsx")).toEqual([
      "_astro/mount-toaster.b.js",
      "_astro/client.d.js",
      "_astro/react.c.js",
    ]);
  });

  it("lists nothing for a module without a chunk", () => {
    expect(chunkFiles(bundle, "/src/other.ts")).toEqual([]);
  });
});
