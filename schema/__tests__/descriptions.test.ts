import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
} from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "../index.js";

/** Every type, field, argument, enum value and input field an integrator can see, without a description. */
function undescribed(): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    if (!type.description?.trim()) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args)
          if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

describe("the schema for integrators", () => {
  it("describes every type, field, argument, enum value and input field", () => {
    expect(undescribed()).toEqual([]);
  });
});
