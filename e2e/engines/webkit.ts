import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, globSync } from "node:fs";
import { Builder, error as seleniumError, Key, type WebDriver, type WebElement } from "selenium-webdriver";
import { freePort } from "#integrations/host-checks.ts";
import { type Driver, Page } from "./page.ts";

/**
 * WebKit: Debian's and Ubuntu's WebKitGTK, through its WebDriver server
 * (WEBKIT_DRIVER, or /usr/bin/WebKitWebDriver, package webkit2gtk-driver)
 * driving its MiniBrowser (MINIBROWSER_PATH, or
 * /usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser, package libwebkit2gtk-4.1-0),
 * with selenium-webdriver as the client. MiniBrowser has no headless mode:
 * it draws on a display of its own, an Xvfb server (package xvfb) started
 * here on a free display number.
 */
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? "/usr/bin/WebKitWebDriver";
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? globSync("/usr/lib/*/webkit2gtk-4.1/MiniBrowser")[0] ?? "MiniBrowser";
const XVFB = "Xvfb";

/** A phone's viewport, as most drivers at the pump have. */
const WINDOW = { width: 390, height: 844 };

/** Starts Xvfb on the first free display; resolves with its number once it accepts clients. */
function startDisplay(): Promise<{ display: string; server: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // -displayfd: Xvfb picks a free display and writes its number on fd 3 when ready.
    const server = spawn(XVFB, ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    });
    let errors = "";
    server.stderr!.on("data", (chunk: Buffer) => (errors += chunk));
    server.on("error", (error) => reject(new Error(`WebKit: Xvfb could not start (${error.message}); install xvfb`)));
    server.on("exit", (code) => reject(new Error(`WebKit: Xvfb ended with ${code}: ${errors.trim()}`)));
    (server.stdio[3] as NodeJS.ReadableStream).once("data", (chunk: Buffer) =>
      resolve({ display: `:${String(chunk).trim()}`, server }),
    );
  });
}

/** Waits until the WebDriver server at `url` answers its status. */
async function driverReady(url: string, driver: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (driver.exitCode !== null) throw new Error(`WebKit: ${WEBKIT_DRIVER} ended with ${driver.exitCode}`);
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKit: ${WEBKIT_DRIVER} did not answer at ${url}`);
}

/** Opens MiniBrowser under WebKitWebDriver on its own Xvfb display; `close()` ends all three. */
export async function launchWebKit(): Promise<Page> {
  for (const [path, name, variable] of [
    [WEBKIT_DRIVER, "webkit2gtk-driver", "WEBKIT_DRIVER"],
    [MINIBROWSER, "libwebkit2gtk-4.1-0", "MINIBROWSER_PATH"],
  ] as const) {
    if (!existsSync(path)) throw new Error(`WebKit: no ${path}; install ${name} or set ${variable}`);
  }
  const { display, server } = await startDisplay();
  const port = await freePort();
  const service = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    // MiniBrowser inherits this. Without its sandbox: Ubuntu's AppArmor refuses the user namespaces that bubblewrap
    // needs to a user without privileges, as on GitHub's runner; the browser opens only the site under test.
    env: { ...process.env, DISPLAY: display, WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: "1" },
    stdio: "ignore",
  });
  const stop = () => {
    service.kill();
    server.kill();
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await driverReady(url, service);
    const session = await new Builder()
      .disableEnvironmentOverrides()
      .usingServer(url)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
      })
      .build();
    await session.manage().window().setRect(WINDOW);
    return new Page("WebKit", seleniumDriver(session, stop));
  } catch (error) {
    stop();
    throw error;
  }
}

/** The Driver commands over a classic WebDriver session. */
function seleniumDriver(session: WebDriver, stop: () => void): Driver {
  return {
    navigate: async (url) => {
      await session.switchTo().defaultContent();
      await session.get(url);
    },
    reload: async () => {
      await session.switchTo().defaultContent();
      await session.navigate().refresh();
    },
    inject: async (script) => {
      await session.executeScript(script);
    },
    // WebDriver waits for a promise the script returns.
    evaluate: (fn, ...args) => session.executeScript(fn, ...args),
    element: (fn, ...args) => session.executeScript(fn, ...args),
    click: async (element) => {
      // WebKitWebDriver refuses an element below the fold instead of scrolling to it as the standard says (and at
      // once: the site scrolls smoothly). A page that moves between the scroll and the click (its later stylesheet
      // arriving) leaves the element out of view again: scroll again and retry, as a finger finds the button again.
      for (let attempt = 1; ; attempt += 1) {
        await session.executeScript(
          (target: Element) => target.scrollIntoView({ block: "center", behavior: "instant" }),
          element,
        );
        try {
          await (element as WebElement).click();
          return;
        } catch (error) {
          if (attempt === 3 || !(error instanceof seleniumError.ElementNotInteractableError)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    },
    type: (text) => session.actions().sendKeys(text).perform(),
    pressEnter: () => session.actions().sendKeys(Key.ENTER).perform(),
    frame: (element) => session.switchTo().frame(element as WebElement),
    close: async () => {
      try {
        await session.quit();
      } finally {
        stop();
      }
    },
  };
}
