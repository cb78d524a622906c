import { createContext, useContext } from 'react'

const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider

/** The CSP nonce of this response, for every script tag. Empty in the browser, as it should be. */
export const useNonce = () => useContext(NonceContext)
