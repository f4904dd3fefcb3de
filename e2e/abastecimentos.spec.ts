import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { serveDeployable } from "./deployable-server.ts";
import { expect, openCalculator, seriousViolations, test, waitForHydration } from "./fixtures.ts";

/** Gasoline 12,5 km/l over 2 segments, a mixed tank, ethanol 8,75 km/l over 1: limit 8,75 ÷ 12,5 = 70,0%. */
const FILL_UPS = [
  { date: "2026-10-01", fuel: "Gasolina", odometer: "10.000", litres: "35", price: "6,09" },
  { date: "2026-10-08", fuel: "Gasolina", odometer: "10.500", litres: "40", price: "6,09" },
  { date: "2026-10-15", fuel: "Etanol", odometer: "11.000", litres: "40", price: "4,29" },
  { date: "2026-10-22", fuel: "Etanol", odometer: "11.450", litres: "48", price: "4,19" },
  { date: "2026-10-29", fuel: "Etanol", odometer: "11.800", litres: "40", price: "" },
] as const;

const LIMIT = "No seu carro, o etanol compensa até 70,0% do preço da gasolina (1 trecho com etanol, 2 com gasolina)";

/** Opens the page at 375 px (at `url`, the test server's by default), hydrated and with the log loaded. */
async function openLogbook(page: Page, url = "/abastecimentos") {
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Consumo e limite do seu carro" })).toBeVisible();
}

/** Types one field's text with the keyboard, as a driver does. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  await page.getByLabel(label).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  if (text !== "") await page.keyboard.type(text);
}

async function record(page: Page, fillUp: (typeof FILL_UPS)[number]) {
  await page.getByLabel("Data").fill(fillUp.date);
  await page.getByRole("radio", { name: fillUp.fuel }).check();
  await typeInto(page, "Hodômetro (km)", fillUp.odometer);
  await typeInto(page, "Litros", fillUp.litres);
  await typeInto(page, /Preço por litro/, fillUp.price);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Abastecimento registrado." })).toBeAttached();
}

/** The lines under the log that say whether the browser keeps it, verbatim. */
const KEPT = "Seus abastecimentos ficam guardados neste aparelho";
const MAY_ERASE = "O navegador pode apagar estes dados se faltar espaço ou se o site ficar sem uso: guarde uma cópia";

/** The day on the device, ISO ("2026-11-25"), as the page names the copy's file. */
function deviceDay(page: Page): Promise<string> {
  return page.evaluate(() => new Intl.DateTimeFormat("en-CA").format(new Date()));
}

/** The log's worked example (src/testing/test-fill-ups.ts): limit 72,4%, 4 and 3 segments. */
const HAND_EXAMPLE_CSV = [
  "data,combustivel,hodometro_km,litros,preco_litro,tanque_cheio",
  "2026-10-01,gasolina,10000,35,,sim",
  "2026-10-05,gasolina,10500,40,,sim",
  "2026-10-09,gasolina,11000,42,,sim",
  "2026-10-13,etanol,11500,43,,sim",
  "2026-10-17,etanol,11950,48,,sim",
  "2026-10-21,etanol,12300,40,,sim",
  "2026-10-25,etanol,12690,45,,sim",
  "2026-10-29,etanol,13120,50,,sim",
  '2026-11-02,etanol,"13687,6",65,,sim',
].join("\n");

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test.describe("Meus abastecimentos", () => {
  test("fill-ups typed in give km/l per fuel and the car's limit, kept after a reload", async ({ page }) => {
    await openLogbook(page);
    await expect(page.getByLabel("Tanque cheio")).toBeChecked();
    for (const fillUp of FILL_UPS) await record(page, fillUp);
    await expect(page.getByText("Gasolina: 12,5 km/l em 2 trechos (1.000 km)")).toBeVisible();
    await expect(page.getByText("Etanol: 8,8 km/l em 1 trecho (350 km)")).toBeVisible();
    await expect(page.getByText(LIMIT, { exact: true })).toBeVisible();
    await expect(page.getByText(/este número ainda é aproximado/)).toBeVisible();
    await expect(page.getByText(/tanque misto \(não conta\)/)).toBeVisible();
    const list = page.getByRole("region", { name: "Abastecimentos", exact: true }).getByRole("listitem");
    await expect(list).toHaveCount(5);
    await expect(list.first()).toContainText("29/10/2026 · Etanol · 11.800 km");

    await page.reload();
    await openLogbook(page);
    await expect(page.getByText(LIMIT, { exact: true })).toBeVisible();
    await expect(list).toHaveCount(5);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a mistake is shown at its field and nothing is saved", async ({ page }) => {
    await openLogbook(page);
    await record(page, FILL_UPS[0]);
    await page.getByLabel("Data").fill("2026-10-08");
    await page.getByRole("radio", { name: "Gasolina" }).check();
    await typeInto(page, "Hodômetro (km)", "9.500");
    await typeInto(page, "Litros", "40,5");
    await page.getByRole("button", { name: "Registrar" }).click();
    const odometer = page.getByLabel("Hodômetro (km)");
    await expect(odometer).toHaveAttribute("aria-invalid", "true");
    await expect(odometer).toBeFocused();
    await expect(odometer).toHaveAccessibleDescription(
      "O hodômetro está abaixo do anterior: o abastecimento de 01/10/2026 (10.000 km) já marcava mais.",
    );
    await typeInto(page, "Hodômetro (km)", "10.300");
    await typeInto(page, "Litros", "-3");
    await page.getByRole("button", { name: "Registrar" }).click();
    await expect(page.getByLabel("Litros")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("region", { name: "Abastecimentos", exact: true }).getByRole("listitem")).toHaveCount(
      1,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("export, Apagar tudo and import give the same figures; a bad line imports nothing", async ({ page }) => {
    await openLogbook(page);
    for (const fillUp of FILL_UPS) await record(page, fillUp);
    const list = page.getByRole("region", { name: "Abastecimentos", exact: true }).getByRole("listitem");

    // No Web Share API in this browser: "Guardar uma cópia" downloads the file.
    const download = page.waitForEvent("download");
    await page.getByRole("region", { name: "Seus dados" }).getByRole("button", { name: "Guardar uma cópia" }).click();
    expect((await download).suggestedFilename()).toBe(`abastecimentos-${await deviceDay(page)}.csv`);
    const csv = readFileSync(await (await download).path(), "utf8");
    expect(csv.split("\r\n")[0]).toBe("data,combustivel,hodometro_km,litros,preco_litro,tanque_cheio");

    await page.getByRole("button", { name: "Apagar tudo" }).click();
    const question = page.getByRole("alertdialog");
    await expect(question).toContainText("Apagar os 5 abastecimentos deste aparelho?");
    await expect(question.getByRole("button", { name: "Cancelar" })).toBeFocused();
    await question.getByRole("button", { name: "Sim, apagar tudo" }).click();
    await expect(page.getByText("Nenhum abastecimento registrado neste aparelho ainda.")).toBeVisible();
    await expect(page.getByText(LIMIT, { exact: true })).toBeHidden();

    await page
      .getByLabel("Importar CSV")
      .setInputFiles({ name: "abastecimentos.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect(page.getByText(LIMIT, { exact: true })).toBeVisible();
    await expect(list).toHaveCount(5);

    const bad =
      "data,combustivel,hodometro_km,litros,preco_litro,tanque_cheio\n2026-11-05,etanol,12.200,40,,sim\n2026-11-10,diesel,12.600,40,,sim\n";
    await page
      .getByLabel("Importar CSV")
      .setInputFiles({ name: "ruim.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
    await expect(page.getByRole("alert")).toContainText("Nada foi importado de “ruim.csv”. Linha 3: em combustivel:");
    await expect(list).toHaveCount(5);
    await expect(page.getByText(LIMIT, { exact: true })).toBeVisible();
    await page.reload();
    await openLogbook(page);
    await expect(list).toHaveCount(5);
  });

  test("a fill-up is edited in the form, and the figures follow", async ({ page }) => {
    await openLogbook(page);
    for (const fillUp of FILL_UPS) await record(page, fillUp);
    await page.getByRole("button", { name: "Editar 29/10/2026, 11.800 km" }).click();
    await expect(page.getByRole("heading", { name: "Editar o abastecimento de 29/10/2026" })).toBeFocused();
    await expect(page.getByLabel("Litros")).toHaveValue("40");
    await typeInto(page, "Litros", "50");
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByText("Etanol: 7,0 km/l em 1 trecho (350 km)")).toBeVisible();
    await expect(page.getByText(/o etanol compensa até 56,0%/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Registrar abastecimento" })).toBeVisible();
  });

  test("a removed fill-up can be brought back with Desfazer", async ({ page }) => {
    await openLogbook(page);
    await record(page, FILL_UPS[0]);
    await record(page, FILL_UPS[1]);
    const list = page.getByRole("region", { name: "Abastecimentos", exact: true }).getByRole("listitem");
    await page.getByRole("button", { name: "Remover 08/10/2026, 10.500 km" }).click();
    await expect(list).toHaveCount(1);
    await page
      .getByRole("region", { name: /Notificações/ })
      .getByRole("button", { name: "Desfazer" })
      .click();
    await expect(list).toHaveCount(2);
  });

  test("without storage (private mode) it says so and still computes for the session", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "indexedDB", {
        get() {
          throw new DOMException("blocked", "SecurityError");
        },
      });
    });
    await openLogbook(page);
    await expect(page.getByRole("alert")).toContainText("Não foi possível guardar neste aparelho");
    for (const fillUp of FILL_UPS) await record(page, fillUp);
    await expect(page.getByText(LIMIT, { exact: true })).toBeVisible();
  });

  test("is in the menu, and works offline after one visit", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation").locator("summary").click();
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Abastecimentos" }).click();
    await openLogbook(page);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (!registration.active) throw new Error("no active service worker");
    });
    await context.setOffline(true);
    await page.reload();
    await openLogbook(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meus abastecimentos");
    for (const fillUp of FILL_UPS) await record(page, fillUp);
    await expect(page.getByText(LIMIT, { exact: true })).toBeVisible();
  });
});

test.describe("keeping the log", () => {
  for (const [answer, line] of [
    ["grants", KEPT],
    ["refuses", MAY_ERASE],
    ["lacks the API", MAY_ERASE],
  ] as const) {
    test(`asks to keep the data once, after the first saved fill-up; the browser ${answer}`, async ({ page }) => {
      await page.addInitScript((answer) => {
        const calls = { persisted: 0, persist: 0 };
        Object.assign(window, { storageCalls: calls });
        if (answer === "lacks the API") {
          Object.defineProperty(Navigator.prototype, "storage", { get: () => undefined });
          return;
        }
        let granted = false;
        StorageManager.prototype.persisted = async () => {
          calls.persisted += 1;
          return granted;
        };
        StorageManager.prototype.persist = async () => {
          calls.persist += 1;
          granted = answer === "grants";
          return granted;
        };
      }, answer);
      const calls = () => page.evaluate(() => (window as unknown as { storageCalls: object }).storageCalls);
      await openLogbook(page);
      await expect(page.getByText(MAY_ERASE)).toBeHidden();
      if (answer !== "lacks the API") expect(await calls()).toEqual({ persisted: 1, persist: 0 });
      await record(page, FILL_UPS[0]);
      await expect(page.getByText(line, { exact: true })).toBeVisible();
      await record(page, FILL_UPS[1]);
      await expect(page.getByText(line, { exact: true })).toBeVisible();
      if (answer !== "lacks the API") expect(await calls()).toEqual({ persisted: 1, persist: 1 });
    });
  }

  test("'Guardar uma cópia' shares the same CSV as the download, and importing it restores the figures", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shared: Array<{ name: string; type: string; text: string }> = [];
      Object.assign(window, { shared });
      Object.assign(navigator, {
        canShare: (data: ShareData) => (data.files ?? []).every((file) => file.type === "text/csv"),
        share: async (data: ShareData) => {
          for (const file of data.files ?? [])
            shared.push({ name: file.name, type: file.type, text: await file.text() });
        },
      });
    });
    await openLogbook(page);
    for (const fillUp of FILL_UPS) await record(page, fillUp);
    // Five fill-ups and no copy yet: the reminder shows, with the copy in it.
    const reminder = page.getByRole("note", { name: "Hora de guardar uma cópia." });
    await expect(reminder).toContainText("Você ainda não guardou uma cópia dos seus 5 abastecimentos.");
    expect(await seriousViolations(page)).toEqual([]);
    await reminder.getByRole("button", { name: "Guardar uma cópia" }).click();
    await expect(reminder).toBeHidden();
    const [shared] = await page.evaluate(
      () => (window as unknown as { shared: Array<{ name: string; type: string; text: string }> }).shared,
    );
    expect(shared?.name).toBe(`abastecimentos-${await deviceDay(page)}.csv`);
    expect(shared?.type).toBe("text/csv");
    const [year, month, day] = (await deviceDay(page)).split("-");
    await expect(page.getByText(`Última cópia: ${day}/${month}/${year}`)).toBeVisible();

    // Where sharing works, "Baixar CSV" downloads: the same file.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Baixar CSV" }).click();
    expect((await download).suggestedFilename()).toBe(shared?.name);
    expect(readFileSync(await (await download).path(), "utf8")).toBe(shared?.text);

    await page.getByRole("button", { name: "Apagar tudo" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sim, apagar tudo" }).click();
    await expect(page.getByText(LIMIT, { exact: true })).toBeHidden();
    await page
      .getByLabel("Importar CSV")
      .setInputFiles({ name: shared!.name, mimeType: "text/csv", buffer: Buffer.from(shared!.text) });
    await expect(page.getByText(LIMIT, { exact: true })).toBeVisible();
    await expect(page.getByText("Gasolina: 12,5 km/l em 2 trechos (1.000 km)")).toBeVisible();
    await expect(page.getByRole("region", { name: "Abastecimentos", exact: true }).getByRole("listitem")).toHaveCount(
      5,
    );
  });

  test("a write refused for lack of space says so, with the one-tap copy beside it", async ({ page }) => {
    await page.addInitScript(() => {
      IDBObjectStore.prototype.put = () => {
        throw new DOMException("O armazenamento está cheio.", "QuotaExceededError");
      };
    });
    await openLogbook(page);
    await record(page, FILL_UPS[0]);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Não foi possível guardar neste aparelho");
    await expect(page.getByRole("region", { name: "Abastecimentos", exact: true }).getByRole("listitem")).toHaveCount(
      1,
    );
    const download = page.waitForEvent("download");
    await alert.getByRole("button", { name: "Guardar uma cópia" }).click();
    const csv = readFileSync(await (await download).path(), "utf8");
    expect(csv.split("\r\n")[1]).toBe('2026-10-01,gasolina,10000,35,"6,09",sim');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the log is still there after the service worker installs a new build", async ({ page }) => {
    const { origin, worker, deploy, close } = await serveDeployable();
    try {
      await page.goto(`${origin}/abastecimentos`);
      await waitForHydration(page);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
      await page.reload();
      await openLogbook(page, `${origin}/abastecimentos`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      for (const fillUp of FILL_UPS) await record(page, fillUp);

      // A new build: this page's precached copy changes, so the new worker fetches it again and drops the old one.
      const revision = /\{url:"\/abastecimentos",revision:"(\w+)"\}/.exec(worker)?.[1];
      expect(revision).toBeDefined();
      deploy(
        worker.replace(`{url:"/abastecimentos",revision:"${revision}"}`, '{url:"/abastecimentos",revision:"nova"}'),
      );
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const toast = page.getByRole("region", { name: /Notificações/ }).getByRole("listitem");
      const reloaded = page.waitForEvent("framenavigated");
      await toast.getByRole("button", { name: "Atualizar" }).click();
      await reloaded;
      await openLogbook(page, `${origin}/abastecimentos`);
      const precached = await page.evaluate(async () => {
        const keys = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()));
        return keys.flat().map((request) => request.url);
      });
      expect(precached).toContain(`${origin}/abastecimentos?__WB_REVISION__=nova`);
      await expect(page.getByText(LIMIT, { exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: "Abastecimentos", exact: true }).getByRole("listitem")).toHaveCount(
        5,
      );
    } finally {
      close();
    }
  });

  test("offers 'Instalar o app' from 3 fill-ups, once", async ({ page }) => {
    await openLogbook(page);
    // The browser finds the site installable (manifest and service worker) and offers it.
    await page.evaluate(() => {
      const prompts: string[] = [];
      const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {
          prompts.push("prompt");
          return { outcome: "accepted" };
        },
      });
      Object.assign(window, { prompts });
      dispatchEvent(event);
    });
    for (const fillUp of FILL_UPS.slice(0, 2)) await record(page, fillUp);
    await expect(page.getByRole("button", { name: "Instalar o app" })).toBeHidden();
    await record(page, FILL_UPS[2]);
    await page.getByRole("button", { name: "Instalar o app" }).click();
    expect(await page.evaluate(() => (window as unknown as { prompts: string[] }).prompts)).toEqual(["prompt"]);
    await expect(page.getByRole("button", { name: "Instalar o app" })).toBeHidden();
    await page.reload();
    await openLogbook(page);
    await expect(page.getByRole("region", { name: "Abastecimentos", exact: true }).getByRole("listitem")).toHaveCount(
      3,
    );
    await expect(page.getByRole("button", { name: "Instalar o app" })).toBeHidden();
  });
});

test.describe("keeping the log on an iPhone", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
  });

  test("shows how to add the site to the Home Screen, until 'Entendi'", async ({ page }) => {
    await openLogbook(page);
    for (const fillUp of FILL_UPS.slice(0, 3)) await record(page, fillUp);
    const howTo = page.getByText(/^Instalar o app: toque em Compartilhar/);
    await expect(howTo).toContainText("e depois em “Adicionar à Tela de Início”");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Entendi" }).click();
    await expect(howTo).toBeHidden();
    await page.reload();
    await openLogbook(page);
    await expect(page.getByText(KEPT).or(page.getByText(MAY_ERASE))).toBeVisible();
    await expect(howTo).toBeHidden();
  });
});

test.describe("the calculator with the fill-up log", () => {
  test("'Usar meus abastecimentos' makes the verdict follow the car's own limit, and says so", async ({ page }) => {
    await openLogbook(page);
    await page.getByLabel("Importar CSV").setInputFiles({
      name: "exemplo.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(HAND_EXAMPLE_CSV),
    });
    await expect(page.getByText(/o etanol compensa até 72,4% do preço da gasolina \(4 trechos/).first()).toBeVisible();

    const { ethanol, gasoline, calculate, panel } = await openCalculator(page);
    await panel.locator("summary").click();
    const option = page.getByRole("checkbox", { name: "Usar meus abastecimentos (limite 72,4%)" });
    await option.check();
    await expect(panel.locator("summary")).toContainText("limite 72,4%");
    // 3,60 ÷ 5,00 = 72%: Gasolina by the 70% rule, Etanol for this car (72,4%).
    await ethanol.click();
    await page.keyboard.type("3.60");
    await gasoline.click();
    await page.keyboard.type("5.00");
    await calculate.click();
    await expect(page.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeVisible();
    await expect(page.getByText(/\(considerando o consumo medido nos seus abastecimentos: 72,4%\)/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await waitForHydration(page);
    await expect(option).toBeChecked();
    await expect(panel.locator("summary")).toContainText("limite 72,4%");
    await option.click();
    await expect(panel.locator("summary")).toContainText("opcional");
    expect(await page.evaluate(() => localStorage.getItem("usar_abastecimentos"))).toBeNull();
  });
});

test.describe("Meus abastecimentos at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("with fill-ups, an import error and the delete question: no serious or critical violations", async ({
    page,
  }) => {
    await openLogbook(page);
    for (const fillUp of FILL_UPS) await record(page, fillUp);
    await page
      .getByLabel("Importar CSV")
      .setInputFiles({ name: "vazio.csv", mimeType: "text/csv", buffer: Buffer.from("x\n") });
    await expect(page.getByRole("alert")).toContainText("Linha 1");
    await page.getByRole("button", { name: "Apagar tudo" }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
