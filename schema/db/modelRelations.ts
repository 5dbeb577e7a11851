import type { Prisma } from "../generated/prisma/client.js";
import { getDatamodel } from "../generated/pothos-types.js";

/** Per model, its relation fields and the model each leads to. */
export type Relations = ReadonlyMap<string, ReadonlyMap<string, Prisma.ModelName>>;

let known: Relations | undefined;

/** The schema's relations, read once from the generated datamodel. */
export function modelRelations(): Relations {
  if (known) return known;
  const relations = new Map<string, Map<string, Prisma.ModelName>>();
  for (const [model, { fields }] of Object.entries(getDatamodel().datamodel.models)) {
    const byField = new Map<string, Prisma.ModelName>();
    for (const field of fields) if (field.kind === "object") byField.set(field.name, field.type as Prisma.ModelName);
    relations.set(model, byField);
  }
  return (known = relations);
}
