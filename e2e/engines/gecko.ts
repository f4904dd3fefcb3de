import { existsSync } from "node:fs";
import puppeteer, { type ElementHandle, type Frame } from "puppeteer-core";
import { type Driver, Page } from "./page.ts";

/**
 * Gecko: Firefox (FIREFOX_PATH, or Debian's /usr/bin/firefox-esr) headless,
 * driven over WebDriver BiDi by puppeteer-core, which talks to Firefox
 * directly: no geckodriver, and no browser downloaded.
 */
const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** A phone's viewport, as most drivers at the pump have. */
const VIEWPORT = { width: 390, height: 844 };

/** Opens headless Firefox with one tab; `close()` ends it. */
export async function launchGecko(): Promise<Page> {
  if (!existsSync(FIREFOX)) throw new Error(`Gecko: no ${FIREFOX}; install firefox-esr or set FIREFOX_PATH`);
  const browser = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: VIEWPORT,
  });
  const [tab] = await browser.pages();
  const page = tab ?? (await browser.newPage());
  let frame: Frame = page.mainFrame();
  const driver: Driver = {
    navigate: async (url) => {
      frame = page.mainFrame();
      await page.goto(url);
    },
    reload: async () => {
      frame = page.mainFrame();
      await page.reload();
    },
    inject: async (script) => {
      await frame.evaluate(script);
    },
    evaluate: (fn, ...args) => frame.evaluate(fn as (...args: unknown[]) => never, ...args),
    element: async (fn, ...args) =>
      (await frame.evaluateHandle(fn as (...args: unknown[]) => Element, ...args)).asElement(),
    click: (element) => (element as ElementHandle).click(),
    type: (text) => page.keyboard.type(text),
    pressEnter: () => page.keyboard.press("Enter"),
    frame: async (element) => {
      frame = await (element as ElementHandle<HTMLIFrameElement>).contentFrame();
    },
    close: () => browser.close(),
  };
  return new Page("Gecko", driver);
}
