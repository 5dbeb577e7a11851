import WebSocket from "ws";

export type WsResult = {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  data?: Record<string, unknown> | null;
};

/**
 * One graphql-ws connection to a listening gateway, as a browser page or an integrator opens it
 * (upgrade headers such as cookie, origin or x-forwarded-for included). `run` sends an operation
 * and resolves with its first result: a `next` payload, or the errors of an `error` message.
 */
export async function openGraphqlWs(baseUrl: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws", { headers });
  const pending = new Map<string, (result: WsResult) => void>();
  let closed: { code: number; reason: string } | undefined;
  ws.on("message", (raw) => {
    const message = JSON.parse(String(raw)) as { type: string; id?: string; payload?: unknown };
    const settle = message.id === undefined ? undefined : pending.get(message.id);
    if (!settle) return;
    if (message.type === "next") settle(message.payload as WsResult);
    else if (message.type === "error") settle({ errors: message.payload as WsResult["errors"] });
    else if (message.type === "complete") settle({});
    pending.delete(message.id!);
  });
  ws.on("close", (code, reason) => {
    closed = { code, reason: String(reason) };
    for (const settle of pending.values())
      settle({ errors: [{ message: `connection closed ${code} ${String(reason)}` }] });
    pending.clear();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("error", reject);
    ws.once("open", () => ws.send(JSON.stringify({ type: "connection_init" })));
    ws.on("message", function acked(raw) {
      if ((JSON.parse(String(raw)) as { type: string }).type !== "connection_ack") return;
      ws.off("message", acked);
      resolve();
    });
  });
  let next = 0;
  return {
    run: (query: string, variables?: Record<string, unknown>): Promise<WsResult> => {
      const id = String(++next);
      const result = new Promise<WsResult>((resolve) => pending.set(id, resolve));
      ws.send(JSON.stringify({ id, type: "subscribe", payload: { query, variables } }));
      return result;
    },
    /** The close code and reason once the server has closed the connection. */
    get closed() {
      return closed;
    },
    close: () => ws.close(),
  };
}
