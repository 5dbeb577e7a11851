/** Where the pricing plans send buyers when VITE_CHECKOUT_URL is not set at build time. */
export const DEFAULT_CHECKOUT_URL = "https://checkout.cyberlab.academy/subscribe";

/** The external checkout page for a plan (opened in a new tab): the base URL plus ?plan=<id>. */
export function checkoutUrl(
  planId: string,
  baseUrl: string = import.meta.env.VITE_CHECKOUT_URL || DEFAULT_CHECKOUT_URL,
): string {
  const url = new URL(baseUrl);
  url.searchParams.set("plan", planId);
  return url.toString();
}
