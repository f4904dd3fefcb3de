// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PERSISTENCE_LINE } from "#features/logbook/backup-messages.ts";
import { type LogMark, markOf } from "#features/logbook/backup-reminder.ts";
import { type LogbookNotes, NO_NOTES } from "#features/logbook/browser/storage.ts";
import { handExample } from "#testing/test-fill-ups.ts";
import { BackupNotes } from "./BackupNotes.tsx";
import { CopyButton } from "./CopyButton.tsx";
import { usePersistence } from "./use-persistence.ts";

const log = handExample();
const TODAY = "2026-11-24";

/** The log's page as far as persistence goes: asks once a fill-up is `saved`, and shows the notes. */
function Notes({
  saved,
  notes = NO_NOTES,
  onDismiss = () => {},
}: {
  saved: boolean;
  notes?: LogbookNotes;
  onDismiss?: (dismissal: LogMark) => void;
}) {
  const { persisted, askOnce } = usePersistence();
  useEffect(() => {
    if (saved) askOnce();
  }, [saved, askOnce]);
  return (
    <BackupNotes
      fillUps={log}
      persisted={persisted}
      notes={notes}
      today={TODAY}
      copyButton={<CopyButton fillUps={log} onCopied={() => {}} variant="dark" />}
      installWay={null}
      onDismiss={onDismiss}
      onInstallAnswer={() => {}}
    />
  );
}

function stubStorage(storage: Partial<StorageManager> | undefined) {
  Object.defineProperty(navigator, "storage", { value: storage, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "storage");
});

describe("the persistence line", () => {
  it("asks once a fill-up is saved, once per visit, and says when the browser keeps the log", async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persisted: async () => false, persist });
    const { rerender } = render(<Notes saved={false} />);
    expect(await screen.findByText(PERSISTENCE_LINE.bestEffort)).toBeInTheDocument();
    expect(persist).not.toHaveBeenCalled();
    rerender(<Notes saved />);
    expect(await screen.findByText(PERSISTENCE_LINE.persistent)).toBeInTheDocument();
    rerender(<Notes saved={false} />);
    rerender(<Notes saved />);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it("refused: says the browser may erase the log, and asks no more this visit", async () => {
    const persist = vi.fn(async () => false);
    stubStorage({ persisted: async () => false, persist });
    const { rerender } = render(<Notes saved />);
    rerender(<Notes saved={false} />);
    rerender(<Notes saved />);
    expect(await screen.findByText(PERSISTENCE_LINE.bestEffort)).toBeInTheDocument();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it("already persistent on arrival: says so and asks nothing", async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persisted: async () => true, persist });
    render(<Notes saved />);
    expect(await screen.findByText(PERSISTENCE_LINE.persistent)).toBeInTheDocument();
    expect(persist).not.toHaveBeenCalled();
  });

  it.each([
    ["without navigator.storage (older browsers, insecure pages)", undefined],
    ["without persist() and persisted()", {}],
    [
      "when the browser throws (storage disabled)",
      {
        persisted: () => Promise.reject(new TypeError("no storage")),
        persist: () => Promise.reject(new TypeError("no storage")),
      },
    ],
  ])("%s: says the browser may erase the log, without an error", async (_, storage) => {
    stubStorage(storage);
    render(<Notes saved />);
    expect(await screen.findByText(PERSISTENCE_LINE.bestEffort)).toBeInTheDocument();
  });
});

describe("the copy reminder", () => {
  it("shows with the last copy's day and 'Agora não' dismisses it", async () => {
    stubStorage(undefined);
    const onDismiss = vi.fn();
    const notes = { ...NO_NOTES, lastCopy: markOf(log.slice(0, 3), "2026-10-12") };
    render(<Notes saved={false} notes={notes} onDismiss={onDismiss} />);
    expect(
      await screen.findByText("6 abastecimentos não estão na última cópia. Última cópia: 12/10/2026.", {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Guardar uma cópia" })).toBeEnabled();
    await userEvent.setup().click(screen.getByRole("button", { name: "Agora não" }));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(markOf(log, TODAY));
  });

  it("says nothing with persistent storage and a copy made 10 days ago", async () => {
    stubStorage({ persisted: async () => true });
    const notes = { ...NO_NOTES, lastCopy: markOf(log.slice(0, 3), "2026-11-14") };
    render(<Notes saved={false} notes={notes} />);
    expect(await screen.findByText(PERSISTENCE_LINE.persistent)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Agora não" })).toBeNull();
  });
});
