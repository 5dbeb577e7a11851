import { failure } from "./errors.js";

/**
 * Fixed-window counters, kept in memory (one process) or in Redis (every replica counts together;
 * schema/redis/rateLimitStore.ts).
 */
export type RateLimitStore = {
  /** The hits counted in the key's current window, and how long until it resets. */
  peek: (key: string) => Promise<WindowCount>;
  /** Counts one hit; the first hit of a window starts it. */
  hit: (key: string, windowMs: number) => Promise<WindowCount>;
  /** Forgets the key (a successful sign-in clears its failures). */
  reset: (key: string) => Promise<void>;
  close: () => Promise<void>;
};
export type WindowCount = { count: number; resetInMs: number };

export type Limit = { max: number; windowMs: number };
export type LoginLimits = {
  /** Failed sign-ins for one account from one client address: an attacker elsewhere cannot lock the owner out. */
  perAccountAndAddress: Limit;
  /** Failed sign-ins from one client address, whatever the account (password spraying). */
  perAddress: Limit;
};

const FIFTEEN_MINUTES = 15 * 60_000;
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccountAndAddress: { max: 10, windowMs: FIFTEEN_MINUTES },
  perAddress: { max: 100, windowMs: FIFTEEN_MINUTES },
};

export type SignupLimits = {
  /** Sign-ups from one client address (mass account creation, probing which addresses have accounts). */
  perAddress: Limit;
};

export const DEFAULT_SIGNUP_LIMITS: SignupLimits = { perAddress: { max: 5, windowMs: 60 * 60_000 } };

/** Password sign-in attempts of one client: refuses while a limit is reached, counts failures. */
export type LoginThrottle = {
  /** Throws RATE_LIMITED (HTTP 429 with Retry-After) while this client may not try this account. */
  check: (account: string) => Promise<void>;
  failed: (account: string) => Promise<void>;
  succeeded: (account: string) => Promise<void>;
};

export function createLoginThrottle(store: RateLimitStore, limits: LoginLimits, clientAddress: string): LoginThrottle {
  const keys = (account: string) => ({
    pair: `login:account:${account.trim().toLowerCase()}:${clientAddress}`,
    address: `login:address:${clientAddress}`,
  });
  return {
    check: async (account) => {
      const { pair, address } = keys(account);
      const [byPair, byAddress] = await Promise.all([store.peek(pair), store.peek(address)]);
      const waits = [
        byPair.count >= limits.perAccountAndAddress.max ? byPair.resetInMs : 0,
        byAddress.count >= limits.perAddress.max ? byAddress.resetInMs : 0,
      ];
      const waitMs = Math.max(...waits);
      if (waitMs > 0) throw rateLimited(waitMs);
    },
    failed: async (account) => {
      const { pair, address } = keys(account);
      await Promise.all([
        store.hit(pair, limits.perAccountAndAddress.windowMs),
        store.hit(address, limits.perAddress.windowMs),
      ]);
    },
    succeeded: (account) => store.reset(keys(account).pair),
  };
}

/**
 * A password check under the caller's limits, for every place a password is typed (the GraphQL
 * sign-ins and the embedded OpenID provider's form): refused while a limit is reached, a failure
 * counted, a success clearing this account's failures. `verify` answers whether the password fits.
 */
export async function throttledPasswordCheck<T>(
  throttle: LoginThrottle,
  account: string,
  verify: () => Promise<T | null>,
): Promise<T | null> {
  await throttle.check(account);
  const verified = await verify();
  if (verified === null) await throttle.failed(account);
  else await throttle.succeeded(account);
  return verified;
}

/** Sign-ups of one client: every attempt that passes the form's rules counts, whatever its outcome. */
export type SignupThrottle = {
  /** Counts this attempt; throws RATE_LIMITED (HTTP 429 with Retry-After) beyond the limit. */
  attempt: () => Promise<void>;
};

export function createSignupThrottle(
  store: RateLimitStore,
  limits: SignupLimits,
  clientAddress: string,
): SignupThrottle {
  const key = `signup:address:${clientAddress}`;
  return {
    // Counting first and comparing after is atomic in both stores: concurrent sign-ups cannot all slip under the limit.
    attempt: async () => {
      const { count, resetInMs } = await store.hit(key, limits.perAddress.windowMs);
      if (count > limits.perAddress.max) throw rateLimited(resetInMs, "sign-ups from this address");
    },
  };
}

export type PostingLimits = {
  /** Discussions and replies one member may post per window, together, from anywhere. */
  perMember: Limit;
};

export const DEFAULT_POSTING_LIMITS: PostingLimits = { perMember: { max: 10, windowMs: 60_000 } };

/** A member's posts (discussions and replies): a flood is refused, whatever the transport or address. */
export type PostingThrottle = {
  /** Counts this post; throws RATE_LIMITED (HTTP 429 with Retry-After) beyond the limit. */
  attempt: (memberId: string) => Promise<void>;
};

export function createPostingThrottle(store: RateLimitStore, limits: PostingLimits): PostingThrottle {
  return {
    attempt: async (memberId) => {
      const { count, resetInMs } = await store.hit(`posts:member:${memberId}`, limits.perMember.windowMs);
      if (count > limits.perMember.max) throw rateLimited(resetInMs, "posts");
    },
  };
}

export type LabAnswerLimits = {
  /** Answers one student may send for one lab per window, right or wrong: guessing a flag takes too long. */
  perStudentAndLab: Limit;
};

export const DEFAULT_LAB_ANSWER_LIMITS: LabAnswerLimits = { perStudentAndLab: { max: 10, windowMs: 10 * 60_000 } };

/** A student's answers to a lab: a guessing run is refused, whatever the transport or address. */
export type LabAnswerThrottle = {
  /** Counts this answer; throws RATE_LIMITED (HTTP 429 with Retry-After) beyond the limit. */
  attempt: (studentId: string, labId: string) => Promise<void>;
};

export function createLabAnswerThrottle(store: RateLimitStore, limits: LabAnswerLimits): LabAnswerThrottle {
  return {
    attempt: async (studentId, labId) => {
      const key = `lab-answers:${studentId}:${labId}`;
      const { count, resetInMs } = await store.hit(key, limits.perStudentAndLab.windowMs);
      if (count > limits.perStudentAndLab.max) throw rateLimited(resetInMs, "answers to this lab");
    },
  };
}

/**
 * The limits of each client address, shared by every way in that takes a password or creates an
 * account, and of each member's posts.
 */
export type ClientThrottles = {
  login: (clientAddress: string) => LoginThrottle;
  signup: (clientAddress: string) => SignupThrottle;
  posting: PostingThrottle;
  labAnswers: LabAnswerThrottle;
};

export function createClientThrottles(
  store: RateLimitStore,
  limits: { login?: LoginLimits; signup?: SignupLimits; posting?: PostingLimits; labAnswers?: LabAnswerLimits } = {},
): ClientThrottles {
  return {
    login: (address) => createLoginThrottle(store, limits.login ?? DEFAULT_LOGIN_LIMITS, address),
    signup: (address) => createSignupThrottle(store, limits.signup ?? DEFAULT_SIGNUP_LIMITS, address),
    posting: createPostingThrottle(store, limits.posting ?? DEFAULT_POSTING_LIMITS),
    labAnswers: createLabAnswerThrottle(store, limits.labAnswers ?? DEFAULT_LAB_ANSWER_LIMITS),
  };
}

/** RATE_LIMITED, with the wait in the message and in seconds for Retry-After. */
export function rateLimited(waitMs: number, what = "sign-in attempts") {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const when =
    seconds < 60 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return failure("RATE_LIMITED", `Too many ${what}. Try again in ${when}.`, { retryAfter: seconds });
}

/** Counters for one process. */
export function createMemoryRateLimitStore(options: { now?: () => number } = {}): RateLimitStore {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  const sweep = setInterval(() => {
    for (const key of windows.keys()) current(key);
  }, 60_000);
  sweep.unref();
  const counted = (window?: { count: number; endsAt: number }): WindowCount =>
    window ? { count: window.count, resetInMs: window.endsAt - now() } : { count: 0, resetInMs: 0 };
  return {
    peek: async (key) => counted(current(key)),
    hit: async (key, windowMs) => {
      const window = current(key) ?? { count: 0, endsAt: now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return counted(window);
    },
    reset: async (key) => void windows.delete(key),
    close: async () => clearInterval(sweep),
  };
}
