import { describe, expect, it } from "vitest";
import { checkoutUrl, DEFAULT_CHECKOUT_URL } from "../checkout";
import { PRICING_PLANS } from "../landingContent";

describe("pricing checkout links", () => {
  it("add the plan to the configured checkout page, keeping its own parameters", () => {
    expect(checkoutUrl("it-security-architect", "https://pay.example.com/c?ref=site")).toBe(
      "https://pay.example.com/c?ref=site&plan=it-security-architect",
    );
  });

  it("fall back to the default checkout page", () => {
    expect(checkoutUrl("it-infrastructure-engineer")).toBe(`${DEFAULT_CHECKOUT_URL}?plan=it-infrastructure-engineer`);
  });

  it("offer the spec's three plans at their monthly prices, one of them popular", () => {
    expect(PRICING_PLANS.map((p) => [p.name, p.monthlyPrice, p.popular])).toEqual([
      ["IT Infrastructure Engineer Track", 99.99, false],
      ["IT Security Architect Track", 299.99, true],
      ["IT Security Engineering Track", 149.99, false],
    ]);
  });
});
