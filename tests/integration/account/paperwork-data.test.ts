// The paperwork in a user's data export and account deletion (docs/decisions/055): signed quotes,
// change annexes and warranty claims are exported to either party; on deletion what was signed
// stays as signed, an annex nobody decided goes, and a claim stays without its photos.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { acceptOffer, completeJob } from '#app/models/offers/decide-offer.server.ts'
import { AnnexSchema } from '#app/models/offers/offer-annex.schema.ts'
import { acceptAnnex, sendAnnex } from '#app/models/offers/offer-annex.server.ts'
import { deleteOwnAccount } from '#app/models/users/account-deletion.server.ts'
import { exportAccountData } from '#app/models/users/account-export.server.ts'
import { listCraftsmanClaims, openWarrantyClaim } from '#app/models/warranty/warranty-claims.server.ts'
import { createJob } from '#tests/factories/jobs.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { testPng } from '#tests/helpers/uploads.ts'

const CLAIM = 'El enchufe nuevo de la cocina salta cada vez que enchufo el horno.'
const annexInput = (reason: string) =>
	AnnexSchema.parse({
		reason,
		items: [{ concept: 'Saneado', quantity: '2', unit: 'h', unitPrice: '30', kind: 'labour' }],
	})

/**
 * Clara hired Óscar twice: a signed quote with one signed annex and one still pending, and a
 * finished job with a year's guarantee on which she claimed with a photo.
 */
async function story() {
	const client = await createUser({ name: 'Clara' })
	const craftsman = await createUser({ role: 'oficial', name: 'Óscar' })
	const quoted = await createJob({ ownerId: client.id, title: 'Cuadro eléctrico' })
	const offer = await prisma.offer.create({
		data: { jobId: quoted.id, craftsmanId: craftsman.id, price: 250, guaranteeMonths: 12 },
	})
	await acceptOffer({
		clientId: client.id,
		offerId: offer.id,
		acceptance: { name: 'Clara Cliente', received: true, privateHome: false, homeOlderThanTwoYears: false },
	})
	const signed = await sendAnnex({
		craftsmanId: craftsman.id,
		offerId: offer.id,
		input: annexInput('Humedad en la pared'),
	})
	await acceptAnnex({
		clientId: client.id,
		annexId: signed.annexId,
		acceptance: { name: 'Clara Cliente', received: true },
	})
	const pending = await sendAnnex({ craftsmanId: craftsman.id, offerId: offer.id, input: annexInput('Un enchufe más') })

	const finished = await createJob({ ownerId: client.id, status: 'assigned', title: 'Enchufes' })
	await prisma.offer.create({
		data: { jobId: finished.id, craftsmanId: craftsman.id, price: 90, status: 'accepted', guaranteeMonths: 12 },
	})
	await completeJob({ clientId: client.id, jobId: finished.id })
	const photo = new File([new Uint8Array(await testPng())], 'enchufe.png', { type: 'image/png' })
	const { claimId } = await openWarrantyClaim({ clientId: client.id, jobId: finished.id, text: CLAIM, photos: [photo] })
	return { client, craftsman, offer, signedId: signed.annexId, pendingId: pending.annexId, claimId }
}

const annex = (id: string) => prisma.offerAnnex.findUnique({ where: { id } })

describe('the export carries the paperwork', () => {
	test('the client: quotes signed, annexes received (decided or waiting), claims made; no origin hashes', async () => {
		const { client } = await story()
		const data = await exportAccountData(client.id)
		expect(data.quotesSigned).toEqual([
			expect.objectContaining({
				name: 'Clara Cliente',
				received: true,
				price: '250',
				job: expect.objectContaining({ title: 'Cuadro eléctrico' }),
			}),
		])
		expect(data.annexesReceived).toEqual([
			expect.objectContaining({ reason: 'Humedad en la pared', status: 'accepted', name: 'Clara Cliente' }),
			expect.objectContaining({ reason: 'Un enchufe más', status: 'pending', name: null }),
		])
		expect(data.annexesReceived[0]!.sha256).toMatch(/^[0-9a-f]{64}$/)
		expect(data.annexesReceived[0]!.items).toEqual([expect.objectContaining({ concept: 'Saneado', quantity: '2' })])
		expect(data.warrantyClaimsMade).toEqual([
			expect.objectContaining({ text: CLAIM, status: 'open', job: expect.objectContaining({ title: 'Enchufes' }) }),
		])
		expect(data.warrantyClaimsMade[0]!.images).toHaveLength(1)
		expect(data.annexesSent).toEqual([])
		expect(JSON.stringify(data)).not.toMatch(/ipHash|deviceHash/)
	})

	test('the craftsman: annexes sent and claims received, with the client’s first name only', async () => {
		const { client, craftsman } = await story()
		const data = await exportAccountData(craftsman.id)
		expect(data.annexesSent.map((one) => one.status)).toEqual(['accepted', 'pending'])
		expect(data.warrantyClaimsReceived).toEqual([expect.objectContaining({ text: CLAIM, client: 'Clara' })])
		expect(data.quotesSigned).toEqual([])
		expect(JSON.stringify(data)).not.toContain(client.email)
	})
})

describe('deleting the account keeps what was signed', () => {
	test('the client: the signed quote and annex stay as signed, the pending annex goes, the claim stays without photos', async () => {
		const { client, craftsman, offer, signedId, pendingId, claimId } = await story()
		const before = await annex(signedId)
		const acceptance = await prisma.offerAcceptance.findUniqueOrThrow({ where: { offerId: offer.id } })
		const photo = (await prisma.warrantyClaim.findUniqueOrThrow({ where: { id: claimId } })).images[0]!
		const file = path.resolve(process.env.UPLOADS_DIR!, photo.replace('/imagenes/', ''))
		expect(existsSync(file)).toBe(true)

		await deleteOwnAccount(client.id, TEST_PASSWORD, '10.77.0.1')
		expect(await annex(signedId)).toEqual(before)
		expect(await annex(pendingId)).toBeNull()
		expect(await prisma.offerAcceptance.findUniqueOrThrow({ where: { offerId: offer.id } })).toEqual(acceptance)
		expect(await prisma.warrantyClaim.findUniqueOrThrow({ where: { id: claimId } })).toMatchObject({
			text: CLAIM,
			images: [],
			status: 'open',
		})
		// the craftsman still has it to answer, from «Usuario eliminado»
		expect(await listCraftsmanClaims(craftsman.id)).toEqual([
			expect.objectContaining({ id: claimId, clientName: 'Usuario eliminado', moves: ['resolve', 'reject'] }),
		])
		await runQueuedJobs()
		expect(existsSync(file)).toBe(false)
	})

	test('the craftsman: his pending annex goes, the signed one and the claim stay', async () => {
		const { craftsman, signedId, pendingId, claimId } = await story()
		await deleteOwnAccount(craftsman.id, TEST_PASSWORD, '10.77.0.2')
		expect(await annex(signedId)).toMatchObject({ status: 'accepted', name: 'Clara Cliente' })
		expect(await annex(pendingId)).toBeNull()
		expect((await prisma.warrantyClaim.findUniqueOrThrow({ where: { id: claimId } })).images).toHaveLength(1)
	})
})
