import { useState, useSyncExternalStore } from "react";
import { getLocalStorage } from "#browser/safe-storage.ts";
import type { NewsItem } from "#content/schemas.ts";
import { forceRefresh, syncNews } from "#features/news/browser/news-store.ts";

/** How often the relative dates ("há 5 minutos") are redrawn, in ms. */
const CLOCK_TICK_MS = 60_000;

type DefaultNews = readonly Omit<NewsItem, "date">[];

/** What {@link useNews} gives a component. */
export interface NewsView {
  items: DefaultNews | readonly NewsItem[];
  /** Epoch ms the dates are read against; null until the page has hydrated. */
  now: number | null;
}

/**
 * A subscribable news feed over localStorage. Creating it does nothing; the
 * first subscriber (React subscribes after the commit, in its effect phase)
 * starts it: load (seed, validate, refresh when stale), a timer for the next
 * 24-hour refresh, and a one-minute clock; the last one to leave stops it.
 */
function createNewsFeed(defaults: DefaultNews) {
  const initial: NewsView = { items: defaults, now: null };
  let view = initial;
  const listeners = new Set<() => void>();
  let stop = () => {};

  function emit(next: NewsView) {
    view = next;
    listeners.forEach((listener) => listener());
  }

  function start() {
    const storage = getLocalStorage();
    let state = syncNews(storage, defaults, Date.now());
    emit({ items: state.items, now: Date.now() });
    let refreshTimer: ReturnType<typeof setTimeout>;
    const scheduleRefresh = () => {
      refreshTimer = setTimeout(
        () => {
          state = forceRefresh(storage, defaults, Date.now());
          emit({ items: state.items, now: Date.now() });
          scheduleRefresh();
        },
        Math.max(0, state.nextRefreshAt - Date.now()),
      );
    };
    scheduleRefresh();
    const clock = setInterval(() => emit({ ...view, now: Date.now() }), CLOCK_TICK_MS);
    stop = () => {
      clearTimeout(refreshTimer);
      clearInterval(clock);
    };
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    getSnapshot: () => view,
    getServerSnapshot: () => initial,
  };
}

/**
 * The news list for the page (its storage and refresh rules:
 * docs/product-rules.md, 'Data kept on the device'). Prerendered and during hydration it
 * is `defaults` without dates; once hydrated it comes from localStorage
 * through the news store (seeded, validated, refreshed when stale), is
 * refreshed again every 24 h while the page stays open, and `now` ticks
 * every minute so the relative dates stay true.
 */
export function useNews(defaults: DefaultNews): NewsView {
  // One feed per mounted list, created once (no side effect); its timers start and stop with the subscription.
  const [feed] = useState(() => createNewsFeed(defaults));
  return useSyncExternalStore(feed.subscribe, feed.getSnapshot, feed.getServerSnapshot);
}
