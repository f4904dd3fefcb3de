// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LogMark } from "#features/logbook/backup-reminder.ts";
import { toCsv } from "#features/logbook/csv.ts";
import { localDay } from "#features/logbook/local-day.ts";
import { handExample } from "#testing/test-fill-ups.ts";
import { CopyButton } from "./CopyButton.tsx";

const log = handExample();

/** The files handed to the browser's download (through a blob: URL and a link with `download`). */
let downloads: Array<{ name: string; file: Blob }>;
let lastBlob: Blob | null;

beforeEach(() => {
  downloads = [];
  lastBlob = null;
  // jsdom has no object URLs, no downloads and no Web Share API.
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob;
    return "blob:copia";
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) downloads.push({ name: this.download, file: lastBlob });
  });
});

afterEach(() => {
  for (const name of ["share", "canShare"]) Reflect.deleteProperty(navigator, name);
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
});

function stubShare(share: ((data: ShareData) => Promise<void>) | undefined, canShare: boolean) {
  Object.defineProperty(navigator, "share", { value: share, configurable: true });
  Object.defineProperty(navigator, "canShare", { value: () => canShare, configurable: true });
}

async function tap(label = "Guardar uma cópia", props: { download?: boolean } = {}) {
  const onCopied = vi.fn<(copy: LogMark) => void>();
  render(<CopyButton fillUps={log} onCopied={onCopied} {...props} />);
  await userEvent.setup().click(screen.getByRole("button", { name: label }));
  return onCopied;
}

const expectedName = () => `abastecimentos-${localDay(new Date())}.csv`;
const expectedCopy = () => ({ day: localDay(new Date()), fillUpIds: log.map((fillUp) => fillUp.id) });

describe("CopyButton", () => {
  it("shares the log's CSV, named with the device's day, where the browser can share files", async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => {});
    stubShare(share, true);
    const onCopied = await tap();
    await waitFor(() => expect(onCopied).toHaveBeenCalledWith(expectedCopy()));
    const file = share.mock.calls[0]?.[0].files?.[0];
    expect(file?.name).toBe(expectedName());
    expect(file?.type).toBe("text/csv");
    expect(await file?.text()).toBe(toCsv(log));
    expect(downloads).toEqual([]);
  });

  it.each([
    ["the browser cannot share files", () => stubShare(async () => {}, false)],
    ["the browser has no Web Share API", () => {}],
    [
      "sharing is refused (an expired tap)",
      () => stubShare(() => Promise.reject(new DOMException("no activation", "NotAllowedError")), true),
    ],
  ])("downloads the same file when %s", async (_, setup) => {
    setup();
    const onCopied = await tap();
    await waitFor(() => expect(onCopied).toHaveBeenCalledWith(expectedCopy()));
    expect(downloads.map(({ name }) => name)).toEqual([expectedName()]);
    expect(await downloads[0]?.file.text()).toBe(toCsv(log));
  });

  it("counts no copy when the driver closes the share sheet, and downloads nothing", async () => {
    const share = vi.fn(() => Promise.reject(new DOMException("closed", "AbortError")));
    stubShare(share, true);
    const onCopied = await tap();
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(onCopied).not.toHaveBeenCalled();
    expect(downloads).toEqual([]);
  });

  it("'Baixar CSV' downloads even where sharing works", async () => {
    const share = vi.fn(async () => {});
    stubShare(share, true);
    const onCopied = await tap("Baixar CSV", { download: true });
    await waitFor(() => expect(onCopied).toHaveBeenCalled());
    expect(share).not.toHaveBeenCalled();
    expect(downloads.map(({ name }) => name)).toEqual([expectedName()]);
  });

  it("is disabled while the log is empty", () => {
    render(<CopyButton fillUps={[]} onCopied={() => {}} />);
    expect(screen.getByRole("button", { name: "Guardar uma cópia" })).toBeDisabled();
  });
});
