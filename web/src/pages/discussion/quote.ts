import { createContext, useContext } from "react";
import { mentionMarkdown } from "../../../../schema/rules/mentions";

/** How much of a post a quote carries; the rest is cut with an ellipsis. */
export const QUOTE_MAX = 1000;

/** Who wrote a quoted post: their name, and the database id a mention of them stores. */
export interface QuotedAuthor {
  name: string;
  databaseId: string;
}

/**
 * A post as a Markdown block quote under "@Name wrote:" (a mention, so the quoted member is
 * notified and the name links to their profile), ending with a blank line so the reply starts
 * below it. Every line of the post is quoted, blank lines included, so it stays one quote.
 */
export function quoteMarkdown(author: QuotedAuthor, content: string): string {
  const text = content.trim();
  const cut = text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX).trimEnd()}…` : text;
  const lines = [`${mentionMarkdown(author.name, author.databaseId)} wrote:`, ...cut.split(/\r?\n/)];
  return `${lines.map((line) => (line === "" ? ">" : `> ${line}`)).join("\n")}\n\n`;
}

/** Adds a quote to the reply box (provided by the discussion page; absent, quoting is not offered). */
export const QuoteContext = createContext<((author: QuotedAuthor, content: string) => void) | null>(null);

export const useQuote = () => useContext(QuoteContext);
