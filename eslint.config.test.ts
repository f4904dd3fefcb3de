import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** Lints `code` as if it were the file at `filePath` (which need not exist), with the project's config. */
async function lint(code: string, filePath: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: import.meta.dirname }).lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the lint config enforces the boundaries between layers", () => {
  it("refuses a feature importing another feature", async () => {
    const messages = await lint(
      'import { NEWS_KEY } from "../news/news-store";\nexport const key = NEWS_KEY;\n',
      "src/features/calculator/cross.ts",
    );
    expect(messages).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*feature="news"/)]);
  });

  it("refuses lib importing a feature", async () => {
    const messages = await lint(
      'import { savingsMessage } from "../features/calculator/messages";\nexport const m = savingsMessage;\n',
      "src/lib/up.ts",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"lib" to elements of type "feature"/),
    ]);
  });

  it("allows a feature its own modules, the shared layers, and a page any feature", async () => {
    expect(
      await lint(
        'import { NEWS_KEY } from "./news-store";\nimport { formatBRL } from "../../lib/format";\nexport const x = [NEWS_KEY, formatBRL];\n',
        "src/features/news/ok.ts",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'import { NEWS_KEY } from "../features/news/news-store";\nexport const key = NEWS_KEY;\n',
        "src/pages/ok.ts",
      ),
    ).toEqual([]);
  });
}, 60_000);
