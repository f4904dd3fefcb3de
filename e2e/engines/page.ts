import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect } from "vitest";
import { isInteractive } from "#e2e/interactive.ts";

/**
 * The few WebDriver commands the checks need, which each engine's client
 * (selenium-webdriver for WebKit, puppeteer-core for Gecko) carries out.
 * An element is the client's own handle, passed back to it as it came.
 */
export interface Driver {
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `script` (a classic script's source) in the current frame. */
  inject(script: string): Promise<void>;
  /** Calls `fn` in the current frame with `args` (JSON values or elements); returns its JSON result. */
  evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T>;
  /** Calls `fn` as `evaluate` does; returns the element it returns, or null. */
  element(fn: (...args: never[]) => Element | null, ...args: unknown[]): Promise<unknown>;
  /** A click at the element's centre, scrolled into view first, as a pointer does. */
  click(element: unknown): Promise<void>;
  /** Types `text` key by key into the focused element. */
  type(text: string): Promise<void>;
  pressEnter(): Promise<void>;
  /** Further commands go to the document of this iframe element, until the next navigation or reload. */
  frame(element: unknown): Promise<void>;
  close(): Promise<void>;
}

/**
 * What a check looks for, as Testing Library names it: a role with its
 * accessible name (and a heading's level), a form control by its label, a
 * text, or a title attribute; optionally inside another match (`within`).
 * Strings match whole (whitespace collapsed, a no-break space included); a
 * regular expression matches a part.
 */
export type Query = (
  | { role: string; name?: string | RegExp; level?: number }
  | { label: string | RegExp }
  | { text: string | RegExp }
  | { title: string }
) & { within?: Query };

/** How long a check waits for the page to show what it expects. */
const PATIENCE = 15_000;

/** A query with its regular expressions as `{ source, flags }`, which crosses to the page as JSON. */
function serialize(query: Query): unknown {
  return JSON.parse(
    JSON.stringify(query, (_, value: unknown) =>
      value instanceof RegExp ? { source: value.source, flags: value.flags } : value,
    ),
  );
}

/** In the page: every visible element `query` matches, in document order. */
function matchAll(query: unknown): Element[] {
  type Serialised = {
    role?: string;
    name?: Matcher;
    level?: number;
    label?: Matcher;
    text?: Matcher;
    title?: string;
    within?: Serialised;
  };
  type Matcher = string | { source: string; flags: string };
  const dom = (window as unknown as { TestingLibraryDom: typeof import("@testing-library/dom") }).TestingLibraryDom;
  // Whole strings compare with whitespace collapsed, as Testing Library's default text normalizer does.
  const normalize = (text: string) => text.replace(/\s+/g, " ").trim();
  const matcher = (value: Matcher | undefined) =>
    value === undefined
      ? undefined
      : typeof value === "string"
        ? (text: string) => normalize(text) === normalize(value)
        : new RegExp(value.source, value.flags);
  const find = (q: Serialised, container: HTMLElement): Element[] =>
    q.role !== undefined
      ? dom.queryAllByRole(container, q.role, { name: matcher(q.name), level: q.level })
      : q.label !== undefined
        ? dom.queryAllByLabelText(container, matcher(q.label)!)
        : q.title !== undefined
          ? dom.queryAllByTitle(container, q.title)
          : dom.queryAllByText(container, matcher(q.text)!);
  const containers: HTMLElement[] = (query as Serialised).within
    ? (find((query as Serialised).within!, document.body) as HTMLElement[])
    : [document.body];
  return containers
    .flatMap((container) => find(query as Serialised, container))
    .filter((element) => element.checkVisibility());
}

/**
 * A browser tab as the checks use it: addresses on the site under test,
 * elements found by role, label or text, a real click and real key
 * presses, and expectations that wait until the page meets them. Every
 * failure names the engine.
 */
export class Page {
  /** The site's origin, which `goto` resolves paths against. */
  origin = "";
  readonly engine: string;
  private readonly driver: Driver;

  constructor(engine: string, driver: Driver) {
    this.engine = engine;
    this.driver = driver;
  }

  async goto(path: string): Promise<void> {
    await this.driver.navigate(new URL(path, this.origin).href);
  }

  reload(): Promise<void> {
    return this.driver.reload();
  }

  /** Calls `fn` in the page with Testing Library loaded (once per document). */
  private async inPage<T>(fn: (...args: never[]) => T, ...args: unknown[]): Promise<T> {
    if (!(await this.driver.evaluate(() => "engineMatch" in window))) await this.driver.inject(IN_PAGE);
    return this.driver.evaluate(fn, ...args);
  }

  /** Waits until `query` matches a visible element; returns the first. */
  async find(query: Query): Promise<unknown> {
    const started = Date.now();
    for (;;) {
      try {
        await this.inPage(() => true);
        const found = await this.driver.element(
          (q: unknown) => (window as unknown as InPage).engineMatch(q)[0] ?? null,
          serialize(query),
        );
        if (found) return found;
      } catch (error) {
        // A navigation between two commands: the next round asks the new document.
        if (Date.now() - started > PATIENCE) throw error;
      }
      if (Date.now() - started > PATIENCE)
        throw new Error(`${this.engine}: nothing visible matches ${describeQuery(query)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The text of every visible element `query` matches now, whitespace collapsed. */
  async texts(query: Query): Promise<string[]> {
    return this.inPage(
      (q: unknown) =>
        (window as unknown as InPage)
          .engineMatch(q)
          .map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()),
      serialize(query),
    );
  }

  /** Waits until `query` matches a visible element. */
  async see(query: Query): Promise<void> {
    await this.find(query);
  }

  /** Waits until `query` matches nothing visible. */
  async miss(query: Query): Promise<void> {
    await this.until(
      `nothing visible matches ${describeQuery(query)}`,
      async () => (await this.texts(query)).length === 0,
    );
  }

  async click(query: Query): Promise<void> {
    await this.driver.click(await this.find(query));
  }

  /** Taps the field `label` names, then types `text` key by key, as a driver does at the pump. */
  async typeInto(label: string | RegExp, text: string): Promise<void> {
    await this.click({ label });
    await this.driver.type(text);
  }

  pressEnter(): Promise<void> {
    return this.driver.pressEnter();
  }

  /** The value of the form control `label` names. */
  async value(label: string): Promise<string> {
    const field = await this.find({ label });
    return this.driver.evaluate((element: HTMLInputElement) => element.value, field);
  }

  /** Waits until `check` holds, polling; fails with `what`, naming the engine. */
  async until(what: string, check: () => Promise<boolean>): Promise<void> {
    await expect.poll(check, { timeout: PATIENCE, message: `${this.engine}: ${what}` }).toBe(true);
  }

  /** Waits until the site script has run and every island that hydrates on load or idle has hydrated. */
  async hydrated(): Promise<void> {
    await this.until("the page is interactive", () => this.driver.evaluate(isInteractive));
  }

  /** Waits until the site's service worker is active (its precache complete). */
  async serviceWorkerActive(): Promise<void> {
    await this.until("the service worker is active", () =>
      this.driver.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.active?.state === "activated",
      ),
    );
  }

  /** Further commands go to the iframe `query` matches, until the next `goto` or `reload`. */
  async frame(query: Query): Promise<void> {
    await this.driver.frame(await this.find(query));
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}

/**
 * The classic script that each document gets before its first query:
 * Testing Library's DOM queries (`TestingLibraryDom`) and `matchAll` as
 * `engineMatch`. A WebDriver script is not the page's, so the page's CSP does
 * not refuse it.
 */
const IN_PAGE = `${readFileSync(
  createRequire(import.meta.url).resolve("@testing-library/dom/dist/@testing-library/dom.umd.min.js"),
  "utf8",
)};\nwindow.engineMatch = ${matchAll.toString()};`;

/** In the page: the function IN_PAGE defines. */
type InPage = Window & { engineMatch: typeof matchAll };

/** A query as a failure names it. */
function describeQuery(query: Query): string {
  return JSON.stringify(query, (_, value: unknown) => (value instanceof RegExp ? String(value) : value));
}
