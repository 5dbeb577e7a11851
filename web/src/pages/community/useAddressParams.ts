import { useEffect, useRef, useState, useTransition } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * A list's filters kept in the address (`?search=…&sort=…`): returns what the address says
 * (`params`, what the list shows), what the controls show (`wanted`) and `change`.
 *
 * The controls show a change at once; the address, and the list, follow in a transition once the
 * next list has loaded (the cards on screen stay meanwhile, the controls keep focus). So a second
 * change made while the first is loading builds on the first, not on the address, and neither is
 * lost. Back and Forward change the address under the controls: they then show what it says.
 */
export function useAddressParams<P>(read: (search: URLSearchParams) => P, write: (params: P) => URLSearchParams) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = read(searchParams);
  const [wanted, setWanted] = useState(params);
  const address = searchParams.toString();
  const sent = useRef(address);
  useEffect(() => {
    if (address !== sent.current) setWanted(read(new URLSearchParams(address)));
    sent.current = address;
    // Only a change of the address matters; `read` is the page's parser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address]);
  const [, startTransition] = useTransition();
  const change = (next: P) => {
    setWanted(next);
    const nextAddress = write(next);
    sent.current = nextAddress.toString();
    startTransition(() => setSearchParams(nextAddress, { replace: true }));
  };
  return { params, wanted, change };
}
