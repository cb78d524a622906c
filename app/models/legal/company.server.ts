import { getEnv } from '#app/lib/env.server.ts'
import { type Company, COMPANY_PLACEHOLDERS } from './company.ts'

/**
 * The operator's identity from configuration. In production every required value is set (the
 * server refuses to start otherwise); elsewhere an unset value falls back to its placeholder.
 */
export function getCompany(): Company {
	const env = getEnv()
	const fallback = COMPANY_PLACEHOLDERS
	return {
		legalName: env.OPERATOR_NAME ?? fallback.legalName,
		taxId: env.OPERATOR_NIF ?? fallback.taxId,
		address: env.OPERATOR_ADDRESS ?? fallback.address,
		registry: env.OPERATOR_REGISTRY ?? fallback.registry,
		email: env.OPERATOR_EMAIL ?? fallback.email,
		privacyEmail: env.OPERATOR_PRIVACY_EMAIL ?? env.OPERATOR_EMAIL ?? fallback.privacyEmail,
		// a real operator without a phone line gives none (the email is the direct contact)
		phone: env.OPERATOR_PHONE ?? (env.OPERATOR_NAME ? null : fallback.phone),
		website: fallback.website,
	}
}
