import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../constants";
import { createToastStore, toastReducer } from "../toastStore";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("toast store", () => {
  it("shows one toast at a time: a new toast replaces the previous one", () => {
    expect(TOAST_LIMIT).toBe(1);
    const store = createToastStore();
    store.toast({ title: "Error", description: "Failed to like discussion.", variant: "destructive" });
    store.toast({ title: "Discussion created" });

    const { toasts } = store.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: "Discussion created", variant: "default", open: true });
  });

  it("closes a dismissed toast at once and removes it after 1,000,000 ms", () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    const store = createToastStore();
    const handle = store.toast({ title: "Profile updated" });

    handle.dismiss();
    expect(store.getState().toasts[0]).toMatchObject({ id: handle.id, open: false });

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it("dismisses every toast when no id is given, and notifies subscribers", () => {
    const store = createToastStore({ limit: 3 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.toast({ title: "A" });
    store.toast({ title: "B" });
    store.dismiss();

    expect(store.getState().toasts.map((toast) => toast.open)).toEqual([false, false]);
    expect(listener).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getState().toasts).toEqual([]);
  });

  it("drops the removal timer of a toast pushed out by a newer one", () => {
    const store = createToastStore();
    store.toast({ title: "Old" }).dismiss();
    store.toast({ title: "New" });

    expect(vi.getTimerCount()).toBe(0);
    expect(store.getState().toasts.map((toast) => toast.title)).toEqual(["New"]);
  });
});

describe("toast reducer", () => {
  it("keeps the newest first within the limit", () => {
    const toast = (id: string) => ({ id, title: id, variant: "default" as const, open: true });
    let state = toastReducer({ toasts: [] }, { type: "add", toast: toast("1") }, 2);
    state = toastReducer(state, { type: "add", toast: toast("2") }, 2);
    state = toastReducer(state, { type: "add", toast: toast("3") }, 2);
    expect(state.toasts.map((item) => item.id)).toEqual(["3", "2"]);
  });
});
