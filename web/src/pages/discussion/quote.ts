import { createContext, useContext } from "react";

/** How much of a post a quote carries; the rest is cut with an ellipsis. */
export const QUOTE_MAX = 1000;

/**
 * A post as a Markdown block quote under "**Name** wrote:", ending with a blank line so the reply
 * starts below it. Every line of the post is quoted, blank lines included, so it stays one quote.
 */
export function quoteMarkdown(author: string, content: string): string {
  const text = content.trim();
  const cut = text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX).trimEnd()}…` : text;
  const lines = [`**${author}** wrote:`, ...cut.split(/\r?\n/)];
  return `${lines.map((line) => (line === "" ? ">" : `> ${line}`)).join("\n")}\n\n`;
}

/** Adds a quote to the reply box (provided by the discussion page; absent, quoting is not offered). */
export const QuoteContext = createContext<((author: string, content: string) => void) | null>(null);

export const useQuote = () => useContext(QuoteContext);
