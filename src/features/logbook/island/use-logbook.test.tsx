// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../../components/toast/toast.ts";
import { fillUp } from "../../../testing/test-fill-ups.ts";
import type { FillUp } from "../fill-up.ts";
import { loadLog, NO_NOTES, saveLog, saveNotes } from "./storage.ts";
import { useLogbook } from "./use-logbook.ts";

vi.mock("../../../components/toast/toast.ts", () => ({ toast: vi.fn(() => "toast-1") }));
vi.mock("./storage.ts", async (original) => ({
  ...(await original<typeof import("./storage.ts")>()),
  loadLog: vi.fn(),
  saveLog: vi.fn(),
  saveNotes: vi.fn(),
}));

// jsdom has no matchMedia; the install offer asks it whether the site runs installed.
window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;

const first = fillUp("ethanol", "10000", "40");
const second = fillUp("ethanol", "10350", "40");

/** The hook once the stored log (`stored`) is read. */
async function loaded(stored: FillUp[] = [first, second]) {
  vi.mocked(loadLog).mockResolvedValue({ ok: true, fillUps: stored, unreadable: 1, notes: NO_NOTES });
  const hook = renderHook(() => useLogbook());
  await waitFor(() => expect(hook.result.current.storage).toBe("device"));
  return hook;
}

beforeEach(() => {
  vi.mocked(saveLog).mockResolvedValue(true);
  vi.mocked(saveNotes).mockResolvedValue(true);
  vi.mocked(toast).mockClear();
});

describe("useLogbook", () => {
  it("reads the stored log, and keeps the log in the page when storage fails", async () => {
    const { result } = await loaded();
    expect(result.current.fillUps).toEqual([first, second]);
    expect(result.current.unreadable).toBe(1);
    expect(result.current.summary.segments).toHaveLength(1);

    vi.mocked(loadLog).mockResolvedValue({ ok: false });
    const failed = renderHook(() => useLogbook());
    expect(failed.result.current.storage).toBe("loading");
    await waitFor(() => expect(failed.result.current.storage).toBe("session"));
  });

  it("records a new fill-up or replaces the edited one, saves the log and says so", async () => {
    const { result } = await loaded([first]);
    act(() => result.current.save(second));
    expect(result.current.fillUps).toEqual([first, second]);
    expect(result.current.status).toBe("Abastecimento registrado.");
    expect(saveLog).toHaveBeenLastCalledWith([first, second]);

    act(() => result.current.edit(first));
    expect(result.current.editing).toBe(first);
    const changed = { ...first, fullTank: false };
    act(() => result.current.save(changed));
    expect(result.current.fillUps).toEqual([changed, second]);
    expect(result.current.status).toBe("Alterações salvas.");
    expect(result.current.editing).toBeNull();
  });

  it("removes a fill-up, closes its edit and offers to undo in a toast", async () => {
    const { result } = await loaded();
    act(() => result.current.edit(second));
    act(() => result.current.remove(second));
    expect(result.current.fillUps).toEqual([first]);
    expect(result.current.editing).toBeNull();
    expect(result.current.status).toBe("Abastecimento removido.");
    const shown = vi.mocked(toast).mock.calls[0]![0];
    expect(shown).toMatchObject({ title: "Abastecimento removido", action: { label: "Desfazer" } });
    act(() => shown.action!.onClick());
    expect(result.current.fillUps).toEqual([first, second]);
    expect(result.current.status).toBe("Remoção desfeita.");
  });

  it("adds imported fill-ups, clears the log, and turns to the page alone when saving fails", async () => {
    const { result } = await loaded([first]);
    act(() => result.current.importFillUps([second], 2));
    expect(result.current.fillUps).toEqual([first, second]);
    expect(result.current.status).toBe("1 abastecimento importado; 2 já estavam registrados.");
    vi.mocked(saveLog).mockResolvedValue(false);
    act(() => result.current.clear());
    expect(result.current.fillUps).toEqual([]);
    expect(result.current.status).toBe("Todos os abastecimentos foram apagados.");
    await waitFor(() => expect(result.current.storage).toBe("session"));
  });

  it("remembers a copy (forgetting a dismissed reminder), a dismissal and the install answer", async () => {
    const { result } = await loaded();
    const mark = { day: "2026-11-20", fillUpIds: [first.id] };
    act(() => result.current.dismissReminder(mark));
    expect(result.current.notes.reminderDismissed).toEqual(mark);
    act(() => result.current.copied(mark));
    expect(result.current.notes).toEqual({ lastCopy: mark, reminderDismissed: null, installAnswered: false });
    expect(result.current.status).toBe("Cópia guardada.");
    act(() => result.current.answerInstall(false));
    expect(saveNotes).toHaveBeenLastCalledWith({ lastCopy: mark, reminderDismissed: null, installAnswered: true });
  });
});
