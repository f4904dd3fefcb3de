import { useEffect, useState } from "react";
import type { StatePicksJson } from "#data/browser/station-picks.ts";
import type { StatePricesJson } from "#data/browser/station-prices.ts";
import { picksOf, pricesOf } from "#features/stations/browser/state-files.ts";
import type { Uf } from "#lib/states.ts";

/** Each state's prices file: loaded, or failed (missing while loading). */
export type PriceFiles = Partial<Record<Uf, StatePricesJson | "failed">>;

/**
 * The prices files of `states` (state-files.ts), loaded as they are first
 * asked for; `retry` forgets them all and loads them again.
 */
export function useStatePrices(states: readonly Uf[]): { files: PriceFiles; retry: () => void } {
  const [files, setFiles] = useState<PriceFiles>({});
  const [attempt, setAttempt] = useState(0);
  const key = states.join(" ");

  useEffect(() => {
    let current = true;
    for (const uf of key.split(" ").filter(Boolean) as Uf[]) {
      pricesOf(uf).then(
        (json) => current && setFiles((loaded) => ({ ...loaded, [uf]: json })),
        () => current && setFiles((loaded) => ({ ...loaded, [uf]: "failed" })),
      );
    }
    return () => {
      current = false;
    };
  }, [key, attempt]);

  function retry() {
    setFiles({});
    setAttempt((count) => count + 1);
  }

  return { files, retry };
}

/** A state's picks file, loading, failed or ready. */
export type PicksFile = { state: "loading" } | { state: "failed" } | { state: "ready"; json: StatePicksJson };

/** The picks file of `uf` (state-files.ts), loaded on first render; `retry` loads it again after a failure. */
export function useStatePicks(uf: Uf): { picks: PicksFile; retry: () => void } {
  const [picks, setPicks] = useState<PicksFile>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    picksOf(uf).then(
      (json) => current && setPicks({ state: "ready", json }),
      () => current && setPicks({ state: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [uf, attempt]);

  return { picks, retry: () => setAttempt((count) => count + 1) };
}
