import type { Adapter, AdapterFactory, AdapterPayload } from "oidc-provider";
import type { Prisma, PrismaClient } from "../../schema/generated/prisma/client.js";
import { isStorableText } from "../../schema/storableText.js";
import { GRANT_BOUND_MODELS } from "./adapterModels.js";

/** Expired rows are deleted at most this often, by the write that comes next. */
export const PURGE_EVERY_MS = 60_000;

type Row = { payload: unknown; consumedAt: Date | null; expiresAt: Date | null };

/**
 * The embedded provider's storage in the database (the OidcPayload table), used without
 * REDIS_URL: a restart signs no one out, and replicas on one PostgreSQL database share it.
 * A row past its expiry is treated as gone at once and deleted by the next purge.
 */
export function databaseAdapter(prisma: PrismaClient, now: () => number = Date.now): AdapterFactory {
  let purgedAt = 0;
  const purgeExpired = async () => {
    if (now() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now();
    await prisma.oidcPayload.deleteMany({ where: { expiresAt: { lte: new Date(purgedAt) } } });
  };
  const live = () => ({ OR: [{ expiresAt: null }, { expiresAt: { gt: new Date(now()) } }] });
  const asPayload = (row: Row | null): AdapterPayload | undefined => {
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= now())) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  };

  return (model: string): Adapter => {
    const where = (id: string) => ({ model_id: { model, id } });
    return {
      upsert: async (id, payload, expiresIn) => {
        const fields = {
          payload: payload as Prisma.InputJsonValue,
          grantId: GRANT_BOUND_MODELS.has(model) ? (payload.grantId ?? null) : null,
          uid: payload.uid ?? null,
          userCode: payload.userCode ?? null,
          consumedAt: null,
          expiresAt: expiresIn > 0 ? new Date(now() + expiresIn * 1000) : null,
        };
        await prisma.oidcPayload.upsert({ where: where(id), create: { model, id, ...fields }, update: fields });
        await purgeExpired();
      },
      // An id from a request (a client id, a code, a token) that PostgreSQL could not store (a NUL
      // byte) names nothing: it is not sent to the database, which would refuse the statement.
      find: async (id) =>
        isStorableText(id) ? asPayload(await prisma.oidcPayload.findUnique({ where: where(id) })) : undefined,
      findByUid: async (uid) =>
        isStorableText(uid)
          ? asPayload(await prisma.oidcPayload.findFirst({ where: { model, uid, ...live() } }))
          : undefined,
      findByUserCode: async (userCode) =>
        isStorableText(userCode)
          ? asPayload(await prisma.oidcPayload.findFirst({ where: { model, userCode, ...live() } }))
          : undefined,
      consume: async (id) => {
        if (!isStorableText(id)) return;
        await prisma.oidcPayload.updateMany({ where: { model, id }, data: { consumedAt: new Date(now()) } });
      },
      destroy: async (id) => {
        if (!isStorableText(id)) return;
        await prisma.oidcPayload.deleteMany({ where: { model, id } });
      },
      revokeByGrantId: async (grantId) => {
        if (!isStorableText(grantId)) return;
        await prisma.oidcPayload.deleteMany({ where: { grantId } });
      },
    };
  };
}
