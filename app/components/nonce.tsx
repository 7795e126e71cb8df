import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/** The Content-Security-Policy nonce of this response, for inline and injected scripts. */
export function useNonce() {
  return useContext(NonceContext);
}
