// The shapes of /api answers, in zod, for the OpenAPI description (app/api/openapi). Objects are
// loose: an answer may carry more than is written here, never less or of another type. The
// contract tests validate every answer they see against the description, so these cannot drift.
import { z } from 'zod'

const id = z.string().min(1)
const date = z.iso.datetime({ offset: true })
const count = z.int().min(0)

/** Every answer: `success` says which of the two envelopes it is. */
export const ok = <S extends z.ZodRawShape>(shape: S) => z.looseObject({ success: z.literal(true), ...shape })

/** The one refusal shape (an AppError, a schema failure, a guard): the first message, field errors. */
export const ApiErrorSchema = z
	.looseObject({
		success: z.literal(false),
		message: z.string().min(1),
		errors: z.record(z.string(), z.string()).optional(),
		error: z.looseObject({ message: z.string() }).optional(),
	})
	.meta({ id: 'ApiError', description: 'Una negativa: `message` en español; `errors` por campo cuando los hay.' })

export const paging = { currentPage: z.int().min(1), totalPages: count, total: count.optional() }

export const MessageAnswer = ok({ message: z.string() })

export const PlaceSchema = z
	.looseObject({
		_id: id,
		Place_Name: z.string(),
		Postal_Code: z.string(),
		Province: z.string().nullish(),
		Latitude: z.number(),
		Longitude: z.number(),
	})
	.meta({ id: 'Place' })

const PriceRangeSchema = z
	.looseObject({
		level: z.enum(['title-province', 'service-province', 'title-spain', 'service-spain']),
		province: z.string().nullable(),
		title: z.string().nullable(),
		offers: count,
		craftsmen: count,
		p25: z.number(),
		median: z.number(),
		p75: z.number(),
		computedAt: date,
	})
	.meta({
		id: 'PriceRange',
		description:
			'Presupuestos aceptados (IVA incluido) de un grupo con al menos 8 presupuestos de 4 profesionales: cuartiles y mediana en euros (o euros por m²).',
	})

export const PricesAnswer = ok({
	service: z.looseObject({ id, slug: z.string(), name: z.string() }),
	province: z.string().nullable(),
	title: z.string().nullable(),
	total: PriceRangeSchema.nullable(),
	perSquareMeter: PriceRangeSchema.nullable(),
	rules: z.looseObject({ windowMonths: count, minOffers: count, minCraftsmen: count }),
})

const AddressSchema = z
	.looseObject({
		_id: id,
		Place_Name: z.string(),
		Postal_Code: z.string(),
		Latitude: z.number(),
		Longitude: z.number(),
	})
	.nullable()

export const UserSchema = z
	.looseObject({
		_id: id,
		email: z.string(),
		name: z.string(),
		lastName: z.string(),
		phone: z.string(),
		streetAddress: z.string(),
		role: z.enum(['cliente', 'oficial', 'admin']),
		profile_photo: z.string().nullable(),
		zipCode: z.string().nullable(),
		address: AddressSchema,
	})
	.meta({ id: 'User' })

const CraftsmanBlock = z.looseObject({
	_id: id,
	status: z.string(),
	company_name: z.string(),
	company_slug: z.string(),
})

// the plan a craftsman's dashboard shows (spec 000 §3 current_subscription), null when never paid
const CurrentSubscriptionSchema = z
	.looseObject({
		plan: z.looseObject({ _id: id, name: z.string(), price: z.number(), duration_in_days: z.int() }),
		status: z.enum(['active', 'expired']),
		end_date: date,
	})
	.nullable()

/** The craftsman block of one's own user (spec 000 §3 «Craftsman (on the user)»). */
const OwnCraftsmanBlock = CraftsmanBlock.extend({
	status: z.enum(['unverified', 'verified']),
	services: z.array(z.string()),
	documents: z.array(z.looseObject({ document_type: z.string(), document_link: z.string() })),
	images: z.array(z.string()),
	description: z.string(),
	reviews: z.array(z.looseObject({ _id: id, comment: z.string(), rating: z.int().min(1).max(5) })),
	current_subscription: CurrentSubscriptionSchema,
})

export const UserDetailsSchema = UserSchema.extend({ craftsman: OwnCraftsmanBlock.nullable() }).meta({
	id: 'UserDetails',
	description: 'El usuario con su bloque de empresa (`craftsman`, null para quien no es oficial).',
})

/** A body that is the user itself (GET /api/auth/login, GET /api/user), `success` beside its keys. */
export const UserBodySchema = UserDetailsSchema.extend({ success: z.literal(true) })

export const AdminUserSchema = UserSchema.extend({
	emailVerified: z.boolean(),
	blocked: z.boolean(),
	craftsman: CraftsmanBlock.nullable(),
}).meta({ id: 'AdminUser' })

export const CraftsmanUserSchema = UserSchema.extend({
	emailVerified: z.boolean(),
	blocked: z.boolean(),
	craftsman: CraftsmanBlock.extend({
		services: z.array(z.string()),
		documents: z.array(z.looseObject({ _id: id, document_type: z.string(), document_link: z.string() })),
	}),
}).meta({ id: 'CraftsmanUser' })

/** A row of the admin's craftsman list: the craftsman record, `user` the user's id, the user's name, email and place beside. */
export const CraftsmanRecordSchema = z
	.looseObject({
		_id: id,
		user: id,
		status: z.string(),
		company_name: z.string(),
		services: z.array(z.string()),
		documents: z.array(z.looseObject({ _id: id, document_type: z.string(), document_link: z.string() })),
		name: z.string(),
		lastName: z.string(),
		email: z.string(),
		address: AddressSchema,
		Place_Name: z.string().nullable(),
		Postal_Code: z.string().nullable(),
	})
	.meta({ id: 'CraftsmanRecord' })

export const SearchResultSchema = z
	.looseObject({
		_id: id,
		name: z.string(),
		avgRating: z.number().nullable(),
		distance: z.number().nullable(),
		craftsman: CraftsmanBlock.extend({ services: z.array(z.string()) }),
	})
	.meta({ id: 'CraftsmanSearchResult' })

const ServiceTitle = z.looseObject({ service_title: z.string(), other_title: z.string() })

/** A job's place: written as the postal record's id, read as this object (spec 001 §3). */
export const JobLocationSchema = z
	.looseObject({ _id: id, place_name: z.string(), Place_Name: z.string(), Postal_Code: z.string() })
	.meta({ id: 'JobLocation' })

export const JobSchema = z
	.looseObject({
		_id: id,
		listingId: z.int(),
		category: z.string(),
		serviceTitle: ServiceTitle,
		additional_job_description: z.string(),
		images: z.array(z.string()),
		location: JobLocationSchema,
		Postal_Code: z.string(),
		working_schedule: z.enum(['flexible', 'rápidamente', 'en_una_semana', 'en_3_meses']),
		status: z.enum(['open', 'assigned', 'completed', 'closed']),
		userId: id,
		createdAt: date,
	})
	.meta({ id: 'Job', description: 'Un trabajo; `contactDetails` solo para quien puede verlo (spec 001 §1).' })

export const PublicJobSchema = JobSchema.extend({
	offerCount: count,
	maxOffers: z.int(),
	distance: z.number().nullable().optional(),
	contactAccess: z.string().optional(),
}).meta({ id: 'PublicJob' })

export const JobAlertSchema = z
	.looseObject({
		_id: id,
		categories: z.array(z.string()),
		distance: z.number(),
		location: PlaceSchema,
		frequency: z.enum(['immediately', 'daily']),
	})
	.meta({ id: 'JobAlert' })

/** The clients' single alert over the craftsman's alerts (GET and PUT /api/jobalert). */
export const JobAlertSetShape = {
	status: z.enum(['active', 'inactive']),
	keywords: z.array(z.string()),
	location: z.array(PlaceSchema),
	radius: z.int().min(1).nullable(),
}

export const FilterSchema = z
	.looseObject({
		_id: id.nullable(),
		categories: z.array(z.string()),
		distance: z.number().nullable(),
		location: PlaceSchema.nullable(),
	})
	.meta({ id: 'JobFilter' })

const MessageSchema = z.looseObject({
	_id: id,
	text: z.string(),
	sender: id.nullable(),
	seenBy: z.array(id),
	createdAt: date,
})

export const ConversationSchema = z
	.looseObject({
		_id: id,
		participants: z.array(
			z.looseObject({ _id: id, name: z.string(), role: z.string(), profile_photo: z.string().nullable() }),
		),
		messages: z.array(MessageSchema),
		updatedAt: date,
		unseen: z.boolean(),
		link: z.string(),
	})
	.meta({ id: 'Conversation' })

export const SentMessageAnswer = ok({
	message: z.string(),
	convId: id,
	data: MessageSchema,
	receiver: id.nullable(),
})

export const NotificationSchema = z
	.looseObject({
		_id: id,
		content: z.looseObject({ text: z.string(), link: z.string().nullable() }),
		read: z.boolean(),
		createdAt: date,
	})
	.meta({ id: 'Notification' })

export const OfferSchema = z
	.looseObject({
		_id: id,
		price: z.number(),
		status: z.string(),
		createdAt: date,
		job: z.looseObject({ _id: id, listingId: z.int(), serviceTitle: ServiceTitle, location: JobLocationSchema }),
		client: z.looseObject({ _id: id }),
		/** the legacy spelling: who made the offer */
		craftman: z.looseObject({ _id: id.nullable(), user: id, company_name: z.string() }),
		// the quote's terms (null when the offer does not state them) and the client's signed acceptance
		guaranteeMonths: z.int().min(0).max(120).nullable().optional(),
		upfrontPercent: z.int().min(0).max(100).nullable().optional(),
		registryNumber: z.string().nullable().optional(),
		items: z.array(z.looseObject({ kind: z.enum(['materials', 'labour', 'other']) })).optional(),
		acceptance: z
			.object({
				/** null for an accept through /api without `acceptance` */
				name: z.string().nullable(),
				acceptedAt: date,
				/** SHA-256 (hex) of the RFC 8785 canonical JSON of the accepted version (docs/api.md) */
				sha256: z.string().regex(/^[0-9a-f]{64}$/),
			})
			.nullable()
			.optional(),
		/** change annexes after acceptance, oldest first (docs/api.md «Anexos») */
		annexes: z
			.array(
				z.looseObject({
					id,
					reason: z.string(),
					status: z.enum(['pending', 'accepted', 'rejected']),
					lines: z.array(
						z.looseObject({
							kind: z.enum(['materials', 'labour', 'other']),
							replacesPosition: z.int().min(0).nullable(),
						}),
					),
					/** what the annex adds, VAT included (negative when it lowers the price) */
					total: z.number(),
					acceptance: z
						.object({ name: z.string().nullable(), acceptedAt: date, sha256: z.string().regex(/^[0-9a-f]{64}$/) })
						.nullable(),
				}),
			)
			.optional(),
		/** the offer's own total as accepted (the same as `total`), shown beside the current one */
		originalTotal: z.number().optional(),
		/** the offer's total plus its accepted annexes */
		currentTotal: z.number().optional(),
	})
	.meta({ id: 'Offer' })

export const PlanSchema = z
	.looseObject({ _id: id, name: z.string(), price: z.number(), duration_in_days: z.int() })
	.meta({ id: 'Plan' })

export const SubscriptionSchema = z
	.looseObject({
		_id: id,
		status: z.enum(['pending', 'active', 'expired', 'cancelled']),
		payment_status: z.string().nullable(),
		paymentId: z.string().nullable(),
		userId: id,
		// the admin's payments table reads who ordered as `craftsmanId.user` and `craftsmanId.company_name`
		craftsmanId: z
			.looseObject({
				_id: id,
				user: id,
				company_name: z.string(),
				name: z.string(),
				lastName: z.string(),
				email: z.string(),
			})
			.nullable(),
		plan: PlanSchema,
		price: z.number(),
		amount: z.number().nullable(),
		invoiceNumber: z.string().nullable(),
		invoice_url: z.string().nullable(),
		start_date: date.nullable(),
		end_date: date.nullable(),
		// the clients show it in their order lists
		createdAt: date,
	})
	.meta({ id: 'Subscription' })

export const TokensAnswer = { accessToken: z.string().min(1), refreshToken: z.string().min(1) }
