import type { Adapter, AdapterFactory, AdapterPayload } from "oidc-provider";

// Models whose artefacts die with their grant (revokeByGrantId).
const GRANTABLE = new Set([
  "AccessToken",
  "AuthorizationCode",
  "RefreshToken",
  "DeviceCode",
  "BackchannelAuthenticationRequest",
]);
const SWEEP_EVERY = 200;

type Entry = { value: unknown; expiresAt: number };

/**
 * The embedded provider's storage, in this process's memory, chosen deliberately: it holds
 * only short-lived login state (interactions, authorization codes, the provider's own sign-in
 * session), while the community session itself lives in the gateway's cookie. A restart just
 * asks a user who is mid-login to sign in again. It is not shared between processes: a
 * deployment with several gateway replicas configures an external issuer (OIDC_ISSUER).
 * Unlike oidc-provider's quick-start adapter, each provider gets its own store and entries
 * expire by their TTL.
 */
export function memoryAdapter(now: () => number = Date.now): AdapterFactory {
  const store = new Map<string, Entry>();
  let writes = 0;

  const get = <T>(key: string): T | undefined => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      store.delete(key);
      return undefined;
    }
    return entry.value as T;
  };
  const set = (key: string, value: unknown, expiresInSeconds: number) => {
    store.set(key, { value, expiresAt: now() + expiresInSeconds * 1000 });
    if (++writes % SWEEP_EVERY === 0) {
      const t = now();
      for (const [k, e] of store) if (e.expiresAt <= t) store.delete(k);
    }
  };

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      upsert: async (id, payload, expiresIn) => {
        if (model === "Session" && payload.uid) set(`sessionUid:${payload.uid}`, id, expiresIn);
        if (payload.userCode) set(`userCode:${payload.userCode}`, id, expiresIn);
        if (GRANTABLE.has(model) && payload.grantId) {
          // The grant's list lives as long as its longest-lived artefact.
          const grantKey = `grant:${payload.grantId}`;
          const kept = store.get(grantKey);
          const keepFor = Math.max(expiresIn, kept ? (kept.expiresAt - now()) / 1000 : 0);
          set(grantKey, [...(get<string[]>(grantKey) ?? []), key(id)], keepFor);
        }
        set(key(id), payload, expiresIn);
      },
      find: async (id) => get<AdapterPayload>(key(id)),
      findByUid: async (uid) => {
        const id = get<string>(`sessionUid:${uid}`);
        return id === undefined ? undefined : get<AdapterPayload>(key(id));
      },
      findByUserCode: async (userCode) => {
        const id = get<string>(`userCode:${userCode}`);
        return id === undefined ? undefined : get<AdapterPayload>(key(id));
      },
      consume: async (id) => {
        const payload = get<AdapterPayload>(key(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      destroy: async (id) => {
        store.delete(key(id));
      },
      revokeByGrantId: async (grantId) => {
        for (const tokenKey of get<string[]>(`grant:${grantId}`) ?? []) store.delete(tokenKey);
        store.delete(`grant:${grantId}`);
      },
    };
  };
}
