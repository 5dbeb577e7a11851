import { describe, expect, it, vi } from "vitest";
import { retryChunk, type ChunkRetryEnvironment } from "../retryChunk";

function environment(online: boolean) {
  const stored = new Map<string, string>();
  let goOnline = () => {};
  const env: ChunkRetryEnvironment = {
    isOnline: () => online,
    nextOnline: () => new Promise((resolve) => (goOnline = resolve)),
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    href: () => "http://localhost/community",
    reload: vi.fn(),
    forgetFailedStyles: vi.fn(),
  };
  return { env, stored, online: () => goOnline() };
}

const chunkError = () => new TypeError("Failed to fetch dynamically imported module");

describe("retryChunk", () => {
  it("loads once when the chunk arrives", async () => {
    const { env } = environment(true);
    const load = vi.fn().mockResolvedValue("screen");
    await expect(retryChunk(load, env)()).resolves.toBe("screen");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("offline: waits for the network, then imports again", async () => {
    const { env, online } = environment(false);
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue("screen");
    const loading = retryChunk(load, env)();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    online();
    await expect(loading).resolves.toBe("screen");
    expect(env.forgetFailedStyles).toHaveBeenCalledTimes(1);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it("a chunk that fails twice reloads the page once; after that reload the error reaches the screen", async () => {
    const first = environment(true);
    const load = vi.fn().mockRejectedValue(chunkError());
    void retryChunk(load, first.env)();
    await vi.waitFor(() => expect(first.env.reload).toHaveBeenCalledTimes(1));

    // The reloaded page, same session storage: a third failure is shown, not reloaded again.
    const again: ChunkRetryEnvironment = { ...first.env, reload: vi.fn() };
    await expect(retryChunk(load, again)()).rejects.toThrow("Failed to fetch dynamically imported module");
    expect(again.reload).not.toHaveBeenCalled();
  });

  it("a success forgets an earlier reload, so a later deploy may reload again", async () => {
    const { env, stored } = environment(true);
    stored.set("cyberlab:chunk-reload", "http://localhost/community");
    await retryChunk(vi.fn().mockResolvedValue("screen"), env)();
    expect(stored.size).toBe(0);
  });
});
