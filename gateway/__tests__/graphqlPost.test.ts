import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { answerMediaType, postParams } from "../graphqlPost.js";

const JSON_TYPE = "application/json";
const RESPONSE_TYPE = "application/graphql-response+json";

describe("answerMediaType: the media type yoga answers one result in", () => {
  it.each([
    [undefined, JSON_TYPE],
    ["", JSON_TYPE],
    ["*/*", JSON_TYPE],
    ["application/*", JSON_TYPE],
    [JSON_TYPE, JSON_TYPE],
    [RESPONSE_TYPE, RESPONSE_TYPE],
    // The first listed wins among yoga's own types, whatever their weights.
    [`${RESPONSE_TYPE}, ${JSON_TYPE}`, RESPONSE_TYPE],
    [`${JSON_TYPE}, ${RESPONSE_TYPE};q=0.9`, JSON_TYPE],
    [`text/html, ${JSON_TYPE};q=0.9, */*;q=0.8`, JSON_TYPE],
    ["APPLICATION/JSON", JSON_TYPE],
    [`${JSON_TYPE}; charset=utf-8`, JSON_TYPE],
  ])("Accept %j → %s", (accept, type) => {
    expect(answerMediaType(accept)).toBe(type);
  });

  it.each([["text/html"], ["text/event-stream"], ["multipart/mixed"], [`${JSON_TYPE}; charset=iso-8859-1`]])(
    "leaves Accept %j to yoga (another processor, or 406)",
    (accept) => {
      expect(answerMediaType(accept)).toBeUndefined();
    },
  );
});

describe("postParams: the requests the direct path may answer", () => {
  const query = "{ __typename }";
  const id = "a".repeat(64);
  const documents = new Map([[id, "query Known { __typename }"]]);
  const request = (body: unknown, contentType = JSON_TYPE, method = "POST") =>
    ({ method, headers: { "content-type": contentType }, body }) as unknown as FastifyRequest;

  it("takes a document by its text or a known trusted id, with variables and an operation name", () => {
    expect(postParams(request({ query, variables: { a: 1 }, operationName: "A" }), documents)).toEqual({
      query,
      variables: { a: 1 },
      operationName: "A",
    });
    const persisted = { persistedQuery: { version: 1, sha256Hash: id } };
    expect(postParams(request({ extensions: persisted }), documents)).toMatchObject({
      query: "query Known { __typename }",
      extensions: persisted,
    });
    expect(postParams(request({ query, variables: null, operationName: null, other: null }), documents)).toMatchObject({
      query,
    });
    expect(postParams(request({ query }, "application/json; charset=utf-8"), documents)).toMatchObject({ query });
  });

  it.each([
    ["a GET", request({ query }, JSON_TYPE, "GET")],
    ["another content type", request(query, "application/graphql+json")],
    ["a batch", request([{ query }])],
    ["an unknown parameter", request({ query, document: query })],
    ["a query that is not text", request({ query: 1 })],
    ["variables that are not an object", request({ query, variables: [1] })],
    ["an operation name that is not text", request({ query, operationName: 1 })],
    ["extensions that are not an object", request({ query, extensions: "x" })],
    ["no document", request({ variables: {} })],
    ["an unknown trusted id", request({ extensions: { persistedQuery: { version: 1, sha256Hash: "b".repeat(64) } } })],
  ])("leaves %s to yoga", (_what, req) => {
    expect(postParams(req, documents)).toBeUndefined();
  });
});
