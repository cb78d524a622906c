// An open socket re-reads its token now and then (socket.server.ts watchCredential) to close when
// it stops working. That reading is not a use: a tab left open must not keep a token alive for
// ever, while a real /api call does push its expiry forward (api-tokens.server.ts).
import { afterAll, beforeAll, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { getBearerToken, issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { createUser } from '#tests/factories/users.ts'
import { startRealtime } from '#tests/helpers/sockets.ts'

const RECHECK_MS = 100
let realtime: Awaited<ReturnType<typeof startRealtime>>
beforeAll(async () => {
	realtime = await startRealtime({ credentialRecheckMs: RECHECK_MS })
})
afterAll(() => realtime.stop())

const expiryOf = async (userId: string) =>
	(await prisma.apiToken.findFirstOrThrow({ where: { userId, kind: 'access' } })).expiresAt.getTime()

test('the re-checks of an open socket leave its token’s expiry where it was; an /api call moves it', async () => {
	const user = await createUser({ role: 'cliente' })
	const { accessToken } = await issueTokens(user.id)
	const socket = await realtime.open({ token: accessToken })
	// two days left: any slide would move it by weeks
	const twoDays = new Date(Math.floor(Date.now() / 1000) * 1000 + 2 * 86_400_000)
	await prisma.apiToken.updateMany({ where: { userId: user.id, kind: 'access' }, data: { expiresAt: twoDays } })

	await new Promise((resolve) => setTimeout(resolve, 8 * RECHECK_MS))
	expect(socket.connected).toBe(true) // it was re-checked and is still good
	expect(await expiryOf(user.id)).toBe(twoDays.getTime())

	const apiCall = new Request('http://localhost/api/user', { headers: { Authorization: `Bearer ${accessToken}` } })
	expect(await getBearerToken(apiCall)).not.toBeNull()
	expect(await expiryOf(user.id)).toBeGreaterThan(twoDays.getTime() + 20 * 86_400_000)
})
