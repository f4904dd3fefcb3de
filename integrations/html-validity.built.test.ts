/**
 * Every page of the e2e build is valid HTML by the W3C's Nu Html Checker
 * (vnu-jar, run with the system Java: `JAVA` or `java` on the PATH, which
 * .ci/run installs like Chromium and nginx). The checker's own CSS grammar
 * is older than what Tailwind 4 writes, so two of its CSS messages are
 * listed below by name with the reason; any other error fails the test,
 * naming the page, the line and the message.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";

/**
 * Messages about valid CSS that the checker does not know, all in the
 * stylesheet Tailwind 4 generates: `@property` (CSS Properties and Values
 * API, registered custom properties) and `margin-trim` (CSS Box Model 4,
 * which Tailwind only tests for inside `@supports`).
 */
const CHECKER_CSS_GAPS = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\./,
];

const vnu = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const client = resolve(parseEnv(readFileSync("e2e/settings/.env", "utf8")).BUILD_DIR!, "client");

interface Message {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

describe("the Nu Html Checker", () => {
  it("finds no error in any built page", () => {
    const run = spawnSync(
      process.env.JAVA ?? "java",
      ["-jar", vnu, "--errors-only", "--skip-non-html", "--format", "json", "--exit-zero-always", client],
      { encoding: "utf8", maxBuffer: 512 * 1024 * 1024 },
    );
    if (run.error)
      throw new Error(
        `Java não encontrado para o Nu Html Checker (instale um JRE ou defina JAVA): ${run.error.message}`,
      );
    // The checker writes its report to stderr.
    const { messages } = JSON.parse(run.stderr) as { messages: Message[] };
    const errors = messages
      .filter((message) => message.type === "error" && !CHECKER_CSS_GAPS.some((gap) => gap.test(message.message)))
      .map((message) => `${message.url.replace(`file:${client}`, "")}:${message.lastLine ?? "?"}: ${message.message}`);
    expect(errors).toEqual([]);
  }, 600_000);
});
