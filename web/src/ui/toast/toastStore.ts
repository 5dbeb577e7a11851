import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../constants";

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastRecord {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** False once dismissed: Radix animates it out, the record lingers until removed. */
  open: boolean;
}

export interface ToastState {
  toasts: readonly ToastRecord[];
}

export type ToastAction =
  { type: "add"; toast: ToastRecord } | { type: "dismiss"; id?: string } | { type: "remove"; id?: string };

/** Pure state transitions; `id` omitted means every toast. */
export function toastReducer(state: ToastState, action: ToastAction, limit = TOAST_LIMIT): ToastState {
  switch (action.type) {
    case "add":
      // Newest first; anything beyond the limit is dropped, so a new toast replaces the old one.
      return { toasts: [action.toast, ...state.toasts].slice(0, limit) };
    case "dismiss":
      return {
        toasts: state.toasts.map((toast) =>
          action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast,
        ),
      };
    case "remove":
      return {
        toasts: action.id === undefined ? [] : state.toasts.filter((toast) => toast.id !== action.id),
      };
  }
}

export interface ToastStoreOptions {
  limit?: number;
  removeDelayMs?: number;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

export function createToastStore({
  limit = TOAST_LIMIT,
  removeDelayMs = TOAST_REMOVE_DELAY_MS,
}: ToastStoreOptions = {}) {
  let state: ToastState = { toasts: [] };
  let nextId = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(action: ToastAction) {
    state = toastReducer(state, action, limit);
    // A toast pushed out by the limit will never be dismissed, so drop its pending timer too.
    for (const [id, timer] of removalTimers) {
      if (!state.toasts.some((toast) => toast.id === id)) {
        clearTimeout(timer);
        removalTimers.delete(id);
      }
    }
    listeners.forEach((listener) => listener());
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return;
    const timer = setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: "remove", id });
    }, removeDelayMs);
    removalTimers.set(id, timer);
  }

  function dismiss(id?: string) {
    const targets = state.toasts.filter((toast) => id === undefined || toast.id === id);
    targets.forEach((toast) => scheduleRemoval(toast.id));
    dispatch({ type: "dismiss", id });
  }

  function toast({ title, description, variant = "default" }: ToastInput): ToastHandle {
    nextId += 1;
    const id = String(nextId);
    dispatch({ type: "add", toast: { id, title, description, variant, open: true } });
    return { id, dismiss: () => dismiss(id) };
  }

  return {
    getState: (): ToastState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast,
    dismiss,
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one store, so non-React code (e.g. error handlers) can raise toasts too. */
export const toastStore = createToastStore();
