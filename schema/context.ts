import type { PrismaClient } from "./generated/prisma/client.js";
import type { Role } from "./generated/prisma/enums.js";

/** Who is calling: resolved by the gateway from the session cookie. */
export type Viewer = { id: string; role: Role };

export type Context = {
  prisma: PrismaClient;
  viewer: Viewer | null;
};
