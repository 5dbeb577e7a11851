// Generated inputs for the fuzz tests: the text, numbers and JSON values an API meets
// from careless, hostile or simply international clients.
import fc from "fast-check";
import { isStorableText } from "../storableText.js";

/** Strings that have broken web apps before: blanks, NUL, lone surrogates, RTL, astral, injections. */
export const TRICKY_STRINGS = [
  "",
  " ",
  "   \t\n  ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "tail \udfff",
  "\u202Eevil\u202C.exe",
  "\u200B\u200D\uFEFF",
  "مرحبا بالعالم",
  "שלום עולם",
  "𝕳𝖊𝖑𝖑𝖔 𝔀𝓸𝓻𝓵𝓭",
  "👩🏽‍💻🔐🛡️",
  "e\u0301\u0301\u0301",
  "Ω≈ç√∫˜µ≤≥÷",
  "null",
  "undefined",
  "NaN",
  "true",
  "0",
  "-1",
  "__proto__",
  "constructor",
  "toString",
  "%s%n%x",
  "{{7*7}}",
  "${7*7}",
  "../../../../etc/passwd",
  "\\",
  '"',
  "'",
  "\r\nSet-Cookie: injected=1",
] as const;

/** SQL, GraphQL and HTML/script injection attempts. */
export const INJECTION_STRINGS = [
  "' OR '1'='1",
  '\'; DROP TABLE "User"; --',
  "1; SELECT pg_sleep(5); --",
  '" OR ""="',
  "admin'--",
  "%' AND 1=1 --",
  // LIKE wildcards: a filter that passed them through matched every row, and a trailing backslash failed.
  "%",
  "_",
  "%@%",
  "50%\\",
  '"){ __schema { types { name } } }',
  "$input",
  "<script>window.__xss=1</script>",
  "<img src=x onerror=window.__xss=1>",
  '"><svg onload=window.__xss=1>',
  "javascript:window.__xss=1",
  '<a href="javascript:window.__xss=1">click</a>',
  "</textarea><script>window.__xss=1</script>",
  "&lt;b&gt;escaped&lt;/b&gt;",
  "<!--",
] as const;

const trickyString = fc.constantFrom<string>(...TRICKY_STRINGS);
const injectionString = fc.constantFrom<string>(...INJECTION_STRINGS);

/** 10,000 to 30,000 characters of one unit (ASCII, accented, astral, blank, markup). */
export const hugeString = fc
  .tuple(fc.integer({ min: 10_000, max: 30_000 }), fc.constantFrom("A", "é", "𝕏", " ", "<", "'", "ab "))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Text with a character PostgreSQL cannot store or UTF-8 cannot encode: NUL, a lone surrogate. */
export const unstorableString = fc
  .tuple(
    fc.string({ unit: "grapheme", maxLength: 10 }),
    fc.constantFrom("\u0000", "\ud800", "\udfff", "\udbff"),
    fc.string({ unit: "grapheme", maxLength: 10 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** Any text: mostly short and printable in some script, with every kind of trouble mixed in. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }), weight: 4 },
  { arbitrary: trickyString, weight: 2 },
  { arbitrary: injectionString, weight: 2 },
  {
    arbitrary: fc.tuple(fc.string({ unit: "grapheme", maxLength: 8 }), injectionString).map(([a, b]) => `${a}${b}`),
    weight: 1,
  },
  { arbitrary: fc.string({ unit: "binary-ascii", maxLength: 30 }), weight: 1 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 30 }), weight: 1 },
  { arbitrary: unstorableString, weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

/** Text the rules accept, of every kind: not blank, at most `max` characters once trimmed, storable. */
export function acceptedText(max: number): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: anyText.filter((s) => s.trim().length > 0 && s.trim().length <= max && isStorableText(s)), weight: 4 },
    {
      arbitrary: fc.constantFrom(" padded ", "x".repeat(max), "é".repeat(max), ` ${"𝕏".repeat(Math.floor(max / 2))} `),
      weight: 1,
    },
  );
}

/** Numbers an Int or an id meets: negatives, zero, 32-bit edges and beyond, fractions. */
export const awkwardNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.constantFrom(
    0,
    -1,
    -2_147_483_648,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    1.5,
    -0.5,
    5e-324,
  ),
);

/** A JSON value of a type the field does not take. */
export const wrongJson: fc.Arbitrary<unknown> = fc.oneof(
  awkwardNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.array(anyText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("a", "__proto__", "constructor", "$where", "0"), anyText, { maxKeys: 3 }),
);

/** Request bodies that are not the object an endpoint takes, or not JSON at all (sent as application/json). */
export const strangeBodies: fc.Arbitrary<{ json: unknown } | { raw: string }> = fc.oneof(
  wrongJson.map((json) => ({ json })),
  anyText.map((json) => ({ json })),
  fc
    .constantFrom(
      "",
      "{",
      '{"title":',
      "nul",
      "[1,2",
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      `${"[".repeat(5000)}${"]".repeat(5000)}`,
      `{"title":${"[".repeat(3000)}${"]".repeat(3000)},"content":"c","categoryId":"lab"}`,
    )
    .map((raw) => ({ raw })),
  fc.constant({ raw: `{"title":"${"x".repeat(1_100_000)}"}` }),
);

/** Mostly a plausible value for the field, sometimes anything at all. */
export function fuzzed<T>(plausible: fc.Arbitrary<T>, weight = 3): fc.Arbitrary<T | unknown> {
  return fc.oneof(
    { arbitrary: plausible, weight },
    { arbitrary: anyText, weight: 1 },
    { arbitrary: wrongJson, weight: 1 },
  );
}

/** An object whose every field may be missing (fc.record's requiredKeys: []). */
export function partialRecord<T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) {
  return fc.record(fields, { requiredKeys: [] });
}

/** A password that passes the sign-up policy, or one of the kinds that do not. */
export const anyPassword: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: "grapheme", minLength: 12, maxLength: 40 }).map((p) => `Fz!${p}9q`), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      "",
      "   ",
      "short",
      "password",
      "password123",
      "12345678",
      " leading and trailing spaces ",
    ),
    weight: 1,
  },
  { arbitrary: anyText, weight: 1 },
);

/** E-mail addresses, valid and not, some differing only in case or spacing. */
export const anyEmail: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.emailAddress(), weight: 3 },
  { arbitrary: fc.emailAddress().map((e) => ` ${e.toUpperCase()} `), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      ...["a@b", "@", "no-at-sign", "x@y.z\u0000", '"<script>"@example.com', "user@exämple.com"],
      ...["%", "%@%", "_dmin@cyberlab.academy", "admin@cyberlab.academy\\"],
    ),
    weight: 1,
  },
  { arbitrary: anyText, weight: 1 },
);

/** The string with unpaired surrogates replaced by U+FFFD, as a URL or a header needs it. */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

let address = 0;
/** A client address never used before, so per-address limits (sign-in, sign-up) never decide an outcome. */
export function freshClientAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}
