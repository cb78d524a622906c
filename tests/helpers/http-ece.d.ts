// http_ece (the encryption web-push uses) ships no types; only what the stand-in push service calls.
declare module 'http_ece' {
	import { type ECDH } from 'node:crypto'
	export function decrypt(
		buffer: Buffer,
		params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
	): Buffer
	const ece: { decrypt: typeof decrypt }
	export default ece
}
