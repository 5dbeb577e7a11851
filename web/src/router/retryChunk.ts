const RELOADED_KEY = "cyberlab:chunk-reload";

export interface ChunkRetryEnvironment {
  isOnline: () => boolean;
  /** Resolves at the next `online` event. */
  nextOnline: () => Promise<void>;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  href: () => string;
  reload: () => void;
  /** Drops stylesheet links that failed, so the next import fetches the screen's CSS again. */
  forgetFailedStyles: () => void;
}

/**
 * Read at load time, not import time. Outside a browser (the build's route walker runs the
 * route table's lazy functions in Node to list each screen's modules) nothing is kept.
 */
const browser = (): ChunkRetryEnvironment =>
  typeof window === "undefined"
    ? {
        isOnline: () => true,
        nextOnline: () => Promise.resolve(),
        storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
        href: () => "",
        reload: () => undefined,
        forgetFailedStyles: () => undefined,
      }
    : {
        isOnline: () => navigator.onLine,
        nextOnline: () => new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true })),
        storage: window.sessionStorage,
        href: () => window.location.href,
        reload: () => window.location.reload(),
        forgetFailedStyles: () => {
          // Vite's preloader skips a stylesheet whose <link> is in the page, even a failed one.
          for (const link of document.querySelectorAll<HTMLLinkElement>("link[rel='stylesheet']")) {
            if (link.sheet === null) link.remove();
          }
        },
      };

/**
 * A screen's chunk (its JavaScript or CSS) can fail to load: offline, or gone after a deploy.
 * The router keeps a failed lazy route failed, so the retry lives here: wait until the browser
 * is online, import again, and if that fails too reload the page once (a new deploy's page
 * names its new chunks). A second failure after that reload reaches the route's error screen.
 */
export function retryChunk<T>(load: () => Promise<T>, environment?: ChunkRetryEnvironment): () => Promise<T> {
  return async () => {
    const env = environment ?? browser();
    try {
      const loaded = await load();
      env.storage.removeItem(RELOADED_KEY);
      return loaded;
    } catch (firstFailure) {
      if (!env.isOnline()) await env.nextOnline();
      env.forgetFailedStyles();
      try {
        const loaded = await load();
        env.storage.removeItem(RELOADED_KEY);
        return loaded;
      } catch {
        if (env.storage.getItem(RELOADED_KEY) === env.href()) throw firstFailure;
        env.storage.setItem(RELOADED_KEY, env.href());
        env.reload();
        // The page is going away; nothing should render an error meanwhile.
        return new Promise<T>(() => undefined);
      }
    }
  };
}
