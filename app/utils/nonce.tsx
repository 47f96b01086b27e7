import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of the current response (empty in the browser, where it is not needed after hydration). */
export function useNonce() {
  return useContext(NonceContext);
}
