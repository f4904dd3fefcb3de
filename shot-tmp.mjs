import { chromium } from "playwright-core";
const [,, url, out, width = "375", full = "1", clip] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 740 } });
await page.goto(url, { waitUntil: "load" });
if (process.env.SEL) { await page.locator(process.env.SEL).first().scrollIntoViewIfNeeded(); await page.locator(process.env.SEL).first().screenshot({ path: out }); }
else await page.screenshot({ path: out, fullPage: full === "1" });
if (process.env.EVAL) console.log(await page.evaluate(process.env.EVAL));
await browser.close();
