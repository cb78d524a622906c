// A contract client reads a job's place as `job.location.place_name` (spec 001 §3: «address id when
// written; place_name when read»), on every call that answers jobs. Read here as axios does: the
// JSON body's own keys.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { loader as getJobsLoader } from '#app/routes/api/get_jobs.ts'
import { loader as singleJobLoader } from '#app/routes/api/getsinglejob.ts'
import { action as jobpostAction, loader as jobpostLoader } from '#app/routes/api/jobpost.ts'
import { loader as offerLoader } from '#app/routes/api/offers/$id.ts'
import { loader as offersLoader } from '#app/routes/api/offers/index.ts'
import { createJob, placeId } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'

const get = async (handler: Parameters<typeof call>[0], path: string, token?: string) =>
	responseJson(await call(handler, jsonRequest(path, 'GET', undefined, { token }), { params: { id: 'x' } }))

describe('a job read through /api carries location {_id, place_name, Place_Name, Postal_Code}', () => {
	test('get_jobs, getsinglejob, jobpost (GET, POST, PUT) and offers', async () => {
		const getafe = {
			_id: String(await placeId('28901')),
			place_name: 'Getafe',
			Place_Name: 'Getafe',
			Postal_Code: '28901',
		}
		const owner = await createUser()
		const ownerToken = (await issueTokens(owner.id)).accessToken
		const job = await createJob({ ownerId: owner.id, postalCode: '28901' })
		const craftsman = await createUser({ role: 'oficial' })
		const craftsmanToken = (await issueTokens(craftsman.id)).accessToken
		const offer = await prisma.offer.create({ data: { jobId: job.id, craftsmanId: craftsman.id, price: 90 } })

		const feed = await get(getJobsLoader, '/api/get_jobs')
		expect(feed.body.data.find((row: { _id: string }) => row._id === job.id).location).toEqual(getafe)
		expect((await get(singleJobLoader, `/api/getsinglejob?id=${job.id}`, craftsmanToken)).body.data.location).toEqual(
			getafe,
		)
		expect((await get(jobpostLoader, '/api/jobpost', ownerToken)).body.data[0].location).toEqual(getafe)
		expect((await get(offersLoader, '/api/offers', craftsmanToken)).body.data[0].job.location).toEqual(getafe)
		const one = await responseJson(
			await call(offerLoader, jsonRequest(`/api/offers/${offer.id}`, 'GET', undefined, { token: craftsmanToken }), {
				params: { id: offer.id },
			}),
		)
		expect(one.body.data.job.location).toEqual(getafe)

		// written as the place's id, read back as the object
		const madrid = await placeId('28001')
		const edited = await responseJson(
			await call(
				jobpostAction,
				jsonRequest(`/api/jobpost?id=${job.id}`, 'PUT', { data: { location: madrid } }, { token: ownerToken }),
			),
		)
		expect(edited.body.job.location).toEqual({
			_id: String(madrid),
			place_name: 'Madrid',
			Place_Name: 'Madrid',
			Postal_Code: '28001',
		})
		const posted = await responseJson(
			await call(
				jobpostAction,
				jsonRequest(
					'/api/jobpost',
					'POST',
					{
						newData: {
							category: 'electricista',
							serviceTitle: { service_title: 'Instalar enchufes', other_title: '' },
							additional_job_description: 'Seis enchufes nuevos.',
							location: madrid,
							working_schedule: 'flexible',
						},
					},
					{ token: ownerToken },
				),
			),
		)
		expect([posted.status, posted.body.job.location.place_name, posted.body.job.location._id]).toEqual([
			201,
			'Madrid',
			String(madrid),
		])
	})
})
