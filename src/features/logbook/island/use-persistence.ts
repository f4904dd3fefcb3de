import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Calls navigator.storage's `persisted` or `persist`; false where the
 * browser lacks it (older browsers, insecure pages), refuses or fails.
 * Never throws.
 */
async function ask(method: "persisted" | "persist"): Promise<boolean> {
  try {
    return (await navigator.storage?.[method]?.()) === true;
  } catch {
    return false;
  }
}

/**
 * Whether the browser keeps this site's data until the driver erases it
 * (persistent storage, https://storage.spec.whatwg.org): null until known,
 * read with `navigator.storage.persisted()` on each visit. `askOnce` asks
 * with `navigator.storage.persist()`, at most once per visit and only while
 * the answer is no: call it once a fill-up is saved.
 * Each browser answers by its own rules: Chrome and Edge by how the site is
 * used (installed, bookmarked, visited often), Firefox by asking the driver.
 */
export function usePersistence(): { persisted: boolean | null; askOnce: () => void } {
  const [persisted, setPersisted] = useState<boolean | null>(null);
  // The visit's first answer, from persisted(); then whether persist() was asked already.
  const known = useRef<Promise<boolean> | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    known.current ??= ask("persisted");
    void known.current.then(setPersisted);
  }, []);
  const askOnce = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    void (known.current ?? ask("persisted")).then((value) => value || ask("persist")).then(setPersisted);
  }, []);
  return { persisted, askOnce };
}
