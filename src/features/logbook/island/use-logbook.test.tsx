// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "#browser/toast/toast-store.ts";
import { fillUp } from "#testing/test-fill-ups.ts";
import { useLogbook } from "./use-logbook.ts";

// jsdom has no matchMedia; the install offer asks it whether the site runs installed.
window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;

const first = fillUp("ethanol", "10000", "40");
const second = fillUp("ethanol", "10350", "40");

/**
 * The hook once the log is read. IndexedDB (fake-indexeddb, which another
 * test file of the same worker may have loaded first) refuses every read
 * and write here: the log cannot be kept on the device, so it lives in the
 * page ("session") from the start.
 */
async function loaded() {
  const { result } = renderHook(() => useLogbook());
  expect(result.current.storage).toBe("loading");
  await waitFor(() => expect(result.current.storage).toBe("session"));
  return result;
}

beforeEach(() => {
  toastStore.set([]);
  const refuse = () => {
    throw new DOMException("Storage refused", "UnknownError");
  };
  vi.spyOn(IDBObjectStore.prototype, "get").mockImplementation(refuse);
  vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(refuse);
});

describe("useLogbook", () => {
  it("records a new fill-up or replaces the edited one, and says so with the car's figures", async () => {
    const result = await loaded();
    act(() => result.current.save(first));
    act(() => result.current.save(second));
    expect(result.current.fillUps).toEqual([first, second]);
    expect(result.current.status).toBe("Abastecimento registrado.");
    expect(result.current.summary.segments).toHaveLength(1);

    act(() => result.current.edit(first));
    expect(result.current.editing).toBe(first);
    const changed = { ...first, fullTank: false };
    act(() => result.current.save(changed));
    expect(result.current.fillUps).toEqual([changed, second]);
    expect(result.current.status).toBe("Alterações salvas.");
    expect(result.current.editing).toBeNull();
    act(() => result.current.edit(second));
    act(() => result.current.cancelEdit());
    expect(result.current.editing).toBeNull();
  });

  it("removes a fill-up, closes its edit and offers to undo in a toast", async () => {
    const result = await loaded();
    act(() => result.current.importFillUps([first, second], 0));
    act(() => result.current.edit(second));
    act(() => result.current.remove(second));
    expect(result.current.fillUps).toEqual([first]);
    expect(result.current.editing).toBeNull();
    expect(result.current.status).toBe("Abastecimento removido.");
    const [shown] = toastStore.get();
    expect(shown).toMatchObject({ title: "Abastecimento removido", action: { label: "Desfazer" } });
    act(() => shown!.action!.onClick());
    expect(result.current.fillUps).toEqual([first, second]);
    expect(result.current.status).toBe("Remoção desfeita.");
  });

  it("adds imported fill-ups saying how many, and clears the log", async () => {
    const result = await loaded();
    act(() => result.current.importFillUps([first, second], 0));
    expect(result.current.status).toBe("2 abastecimentos importados.");
    act(() => result.current.importFillUps([], 2));
    expect(result.current.status).toBe("0 abastecimentos importados; 2 já estavam registrados.");
    act(() => result.current.clear());
    expect(result.current.fillUps).toEqual([]);
    expect(result.current.status).toBe("Todos os abastecimentos foram apagados.");
    expect(result.current.storage).toBe("session");
  });

  it("remembers a copy (forgetting a dismissed reminder), a dismissal and the install answer", async () => {
    const result = await loaded();
    const mark = { day: "2026-11-20", fillUpIds: [first.id] };
    act(() => result.current.dismissReminder(mark));
    expect(result.current.notes.reminderDismissed).toEqual(mark);
    act(() => result.current.copied(mark));
    expect(result.current.notes).toEqual({ lastCopy: mark, reminderDismissed: null, installAnswered: false });
    expect(result.current.status).toBe("Cópia guardada.");
    act(() => result.current.answerInstall(false));
    expect(result.current.notes.installAnswered).toBe(true);
  });
});
