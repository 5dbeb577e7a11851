import { afterEach, describe, expect, it } from "vitest";
import { createMemoryPresence, type Presence, PresenceChange } from "../presence.js";

describe("memory presence", () => {
  let clock = 0;
  let presence: Presence;
  let changes = 0;
  const make = () => {
    clock = 1_000;
    changes = 0;
    presence = createMemoryPresence({ expiryMs: 90_000, now: () => clock });
    presence.onChange(() => changes++);
  };
  afterEach(() => presence.close());

  it("lists users active within the expiry, most recent first, and drops them after it", async () => {
    make();
    presence.touch("a"); // t = 1 000
    clock = 11_000;
    presence.touch("b");
    expect(await presence.onlineUserIds()).toEqual(["b", "a"]);
    clock = 16_000;
    presence.touch("a");
    expect(await presence.onlineUserIds()).toEqual(["a", "b"]);
    clock = 11_000 + 90_000;
    expect(await presence.onlineUserIds()).toEqual(["a", "b"]);
    clock += 1;
    expect(await presence.onlineUserIds()).toEqual(["a"]);
    clock = 16_000 + 90_001;
    expect(await presence.onlineUserIds()).toEqual([]);
  });

  it("announces arrivals and departures, not repeated activity", async () => {
    make();
    presence.touch("a");
    presence.touch("a");
    expect(changes).toBe(1);
    clock += 100_000;
    await presence.onlineUserIds();
    expect(changes).toBe(2);
  });

  it("keeps a connected user online past the expiry and lets them leave when the last connection closes", async () => {
    make();
    const first = presence.connect("a");
    const second = presence.connect("a");
    clock += 500_000;
    expect(await presence.onlineUserIds()).toEqual(["a"]);
    first();
    first();
    expect(await presence.onlineUserIds()).toEqual(["a"]);
    second();
    expect(await presence.onlineUserIds()).toEqual([]);
    expect(changes).toBe(2);
  });

  it("hands every listener the same change, whose shared work runs once per key", async () => {
    make();
    const received: PresenceChange[] = [];
    presence.onChange((change) => received.push(change));
    presence.onChange((change) => received.push(change));
    presence.touch("a");
    presence.touch("b");
    expect(received).toHaveLength(4);
    expect(received[0]).toBe(received[1]);
    expect(received[2]).toBe(received[3]);
    expect(received[0]).not.toBe(received[2]);

    let lookups = 0;
    const lookup = async () => ++lookups;
    const [first, second] = received as [PresenceChange, PresenceChange];
    expect(
      await Promise.all([first.once("list", lookup), second.once("list", lookup), first.once("names", lookup)]),
    ).toEqual([1, 1, 2]);
    expect(await received[2]!.once("list", lookup)).toBe(3);
  });
});
