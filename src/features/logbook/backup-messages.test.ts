import { describe, expect, it } from "vitest";
import { reminderSentence } from "./backup-messages.ts";

describe("reminderSentence", () => {
  it("names the fill-ups not in the last copy and its day, as Brazilians write it", () => {
    expect(reminderSentence(6, "2026-10-12")).toBe(
      "6 abastecimentos não estão na última cópia. Última cópia: 12/10/2026.",
    );
    expect(reminderSentence(1, "2026-10-12")).toBe(
      "1 abastecimento não está na última cópia. Última cópia: 12/10/2026.",
    );
  });

  it("before any copy, says so", () => {
    expect(reminderSentence(5, null)).toBe("Você ainda não guardou uma cópia dos seus 5 abastecimentos.");
  });
});
