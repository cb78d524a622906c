// The chat's answers that pages show without loading the reply's schema (and zod with it).
export const MESSAGE_SENT = 'Mensaje enviado con éxito'
