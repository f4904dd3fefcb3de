import { chromium } from "@playwright/test";
const [base, out, widths, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const width of widths.split(",").map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 800 : 900 } });
  await page.route("https://images.unsplash.com/**", (r) => r.abort());
  for (const path of paths) {
    await page.goto(base + path);
    await page.waitForTimeout(600);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const step = width < 500 ? 800 : 900;
    for (let y = 0, i = 0; y < height && i < 12; y += step, i++) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(250);
      await page.screenshot({ path: `${out}/${width}${path.replace(/\//g, "_") || "_"}-${i}.png` });
    }
  }
  await page.close();
}
await browser.close();
