// The bounds the shared schemas (form, action and /api) put on what they read, so a too
// long text is refused with a Spanish message before it reaches a query, a hash or a page.

/** The message of a text past its maximum length. */
export const tooLong = (max: number) => `Máximo ${max} caracteres`

/** Record ids are cuids (25 characters): a longer one is none of ours. */
export const ID_MAX_LENGTH = 50

/** A chat message (the chat box, its offline queue and the /api calls). */
export const MESSAGE_MAX_LENGTH = 2000

/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254

/** A phone as people type it, with spaces, dots or dashes ("+34 600 00 00 00"); 15 digits at most once stripped. */
export const PHONE_MAX_LENGTH = 30

/** A link to a stored image or document (ours are under 100 characters; a bucket's longer). */
export const URL_MAX_LENGTH = 500

/** A service's or category's name (the longest in the catalogue is under 60). */
export const NAME_MAX_LENGTH = 80

/** Secrets from `randomBytes(32)` in base64url (API tokens, reset links) have 43 characters. */
export const SECRET_TOKEN_LENGTH = 43

/** An amount in euros as typed in a form ("100.000,00 €" is 12 characters). */
export const AMOUNT_MAX_LENGTH = 20
