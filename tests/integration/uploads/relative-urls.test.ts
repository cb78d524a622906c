// Stored image URLs are paths: a job posted through /api with the upload's absolute secure_url
// keeps the path, and the data migration rewrites rows stored before (moving SITE_ORIGIN must not
// break them).
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { action as jobpostAction } from '#app/routes/api/jobpost.ts'
import { action as uploadAction } from '#app/routes/api/upload.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'

const MIGRATION = 'prisma/migrations/20261127030001_relative_image_urls/migration.sql'
const HEX = 'ab'.repeat(16)

async function uploadedUrl() {
	const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#abc' } })
		.png()
		.toBuffer()
	const form = new FormData()
	form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png')
	const { body } = await responseJson(
		await call(uploadAction, new Request('http://localhost:3000/api/upload', { method: 'POST', body: form })),
	)
	return body.secure_url as string
}

describe('stored image URLs are paths', () => {
	test('a job posted through /api with the absolute secure_url stores its path', async () => {
		const absolute = await uploadedUrl()
		expect(absolute).toMatch(/^http:\/\/localhost:3000\/imagenes\//)
		const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '28001' } })
		const { status, body } = await responseJson(
			await call(
				jobpostAction,
				jsonRequest('/api/jobpost', 'POST', {
					newData: {
						category: 'electricista',
						serviceTitle: { service_title: 'Instalar enchufes', other_title: '' },
						images: [absolute],
						location: place.id,
						working_schedule: 'flexible',
						contactDetails: { name: 'Rosa Api', email: 'rosa.rutas@example.com', phone: '612345678' },
					},
				}),
			),
		)
		expect(status).toBe(201)
		const job = await prisma.job.findUniqueOrThrow({ where: { id: body.job._id } })
		expect(job.images).toEqual([absolute.replace('http://localhost:3000', '')])
	})

	test('the data migration rewrites our absolute URLs to paths and leaves any other URL alone', async () => {
		const ours = (folder: string) => `https://antiguo.example/imagenes/${folder}/${HEX}-large.webp`
		const bucket = 'https://cubo.example/subidas/foto.webp'
		const user = await createUser({ role: 'oficial' })
		await prisma.user.update({ where: { id: user.id }, data: { profilePhoto: ours('perfil') } })
		const profile = await prisma.craftsmanProfile.update({
			where: { userId: user.id },
			data: { images: [ours('galeria'), bucket] },
		})
		const document = await prisma.craftsmanDocument.create({
			data: { craftsmanId: profile.id, type: 'craft_card', url: `http://antiguo.example/documentos/${HEX}-large.webp` },
		})
		const client = await createUser()
		const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '28001' } })
		const job = await prisma.job.create({
			data: {
				ownerId: client.id,
				serviceId: 'electrician',
				serviceTitle: 'Instalar enchufes',
				description: '',
				images: [bucket, ours('trabajos'), `https://antiguo.example/imagenes/trabajos/${HEX}-small.webp`],
				postalCodeId: place.id,
				workingSchedule: 'flexible',
				contactName: 'Ana',
				contactEmail: client.email,
				contactPhone: '612345678',
			},
		})
		const draft = await prisma.jobDraft.create({ data: { data: { images: [ours('trabajos')], description: 'x' } } })

		// one statement at a time, as the migration runner's client may not take several at once
		for (const statement of (await readFile(MIGRATION, 'utf8')).split(/;\s*\n\s*\n/))
			if (statement.trim()) await prisma.$executeRawUnsafe(statement)

		expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).profilePhoto).toBe(
			`/imagenes/perfil/${HEX}-large.webp`,
		)
		expect((await prisma.craftsmanProfile.findUniqueOrThrow({ where: { id: profile.id } })).images).toEqual([
			`/imagenes/galeria/${HEX}-large.webp`,
			bucket,
		])
		expect((await prisma.craftsmanDocument.findUniqueOrThrow({ where: { id: document.id } })).url).toBe(
			`/documentos/${HEX}-large.webp`,
		)
		expect((await prisma.job.findUniqueOrThrow({ where: { id: job.id } })).images).toEqual([
			bucket,
			`/imagenes/trabajos/${HEX}-large.webp`,
			`/imagenes/trabajos/${HEX}-small.webp`,
		])
		expect((await prisma.jobDraft.findUniqueOrThrow({ where: { id: draft.id } })).data).toEqual({
			images: [`/imagenes/trabajos/${HEX}-large.webp`],
			description: 'x',
		})
	})
})
