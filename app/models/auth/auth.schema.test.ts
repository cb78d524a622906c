import { describe, expect, test } from 'vitest'
import { ChangePasswordSchema, checkPasswordRules, LoginSchema, obviousRuleMessage } from './auth.schema.ts'

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
	result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('login schema', () => {
	test('accepts and normalises a valid login', () => {
		expect(LoginSchema.parse({ email: ' Ana@Example.COM ', password: '123456' })).toEqual({
			email: 'ana@example.com',
			password: '123456',
		})
	})
	test('gives the spec messages', () => {
		expect(messages(LoginSchema.safeParse({}))).toEqual([
			'email: Se requiere correo electrónico',
			'password: Se requiere contraseña',
		])
		expect(messages(LoginSchema.safeParse({ email: 'a@b', password: '12345' }))).toEqual([
			'email: El correo electrónico no es válido',
			'password: La longitud de la contraseña debe ser al menos 6 caracteres',
		])
	})
})

describe('new password rules', () => {
	test('each rule is checked on its own', () => {
		expect(checkPasswordRules('Nueva#Cl4ve', 'Otra')).toEqual({ obvious: true, unique: true, mix: true, length: true })
		expect(checkPasswordRules('Nueva#Cl4ve', 'Nueva#Cl4ve').unique).toBe(false)
		expect(checkPasswordRules('Corta#1').length).toBe(false)
		expect(checkPasswordRules('Muy#Larga1234').length).toBe(true)
		expect(checkPasswordRules('x'.repeat(72)).length).toBe(true)
		expect(checkPasswordRules('x'.repeat(73)).length).toBe(false)
		// composition is waived from 15 characters (a passphrase), required below
		expect(checkPasswordRules('solo minusculas').mix).toBe(true)
		expect(checkPasswordRules('solominusculas').mix).toBe(false)
		expect(checkPasswordRules('Exacta#8').length).toBe(true)
		expect(checkPasswordRules('sinmayus#1').mix).toBe(false)
		expect(checkPasswordRules('').obvious).toBe(false)
	})
	// Written out here, not read from the product's list: a word dropped from that list must fail.
	const obviousParts = [
		'password',
		'123',
		'qwerty',
		'admin',
		'letmein',
		'welcome',
		'test',
		'user',
		'login',
		'abc123',
		'football',
		'master',
		'1234',
		'contraseña',
		'contrasena',
		'usuario',
		'bienvenido',
		'clave',
	]
	test.each(obviousParts)('"%s" anywhere, in any case, is obvious', (part) => {
		expect(checkPasswordRules(`Xy#9${part.toUpperCase()}`).obvious).toBe(false)
	})
	test('an obvious word fails only when it carries the password, and the message names it', () => {
		// a 21-character passphrase that happens to contain «clave»: 16 characters remain without it
		expect(checkPasswordRules('NuevaClave-Grifo-2026').obvious).toBe(true)
		expect(checkPasswordRules('Clave#2026x').obvious).toBe(false)
		expect(
			messages(
				ChangePasswordSchema.safeParse({
					currentPassword: 'Vieja#Cl4ve',
					newPassword: 'Clave#2026x',
					confirmPassword: 'Clave#2026x',
				}),
			),
		).toEqual(['newPassword: Sin información obvia: «clave» es fácil de adivinar. Quítalo o añade 2 caracteres más'])
		expect(obviousRuleMessage('Password123!')).toBe(
			'Sin información obvia: «password» y «123» son fáciles de adivinar. Quítalos o añade 7 caracteres más',
		)
	})
	test('the change schema wants the confirmation equal and the password new', () => {
		expect(
			ChangePasswordSchema.safeParse({
				currentPassword: 'Vieja#Cl4ve',
				newPassword: 'Nueva#Cl4ve',
				confirmPassword: 'Nueva#Cl4ve',
			}).success,
		).toBe(true)
		expect(
			messages(
				ChangePasswordSchema.safeParse({
					currentPassword: 'Nueva#Cl4ve',
					newPassword: 'Nueva#Cl4ve',
					confirmPassword: 'Nueva#Cl4vX',
				}),
			),
		).toEqual([
			'newPassword: Única, distinta de tu contraseña actual',
			'confirmPassword: La confirmación no coincide con la nueva contraseña',
		])
	})
})

describe('password length', () => {
	const huge = 'Aa1!'.repeat(2_500_000) // 10 MB
	test('every password field refuses more than 72 characters with a Spanish message', () => {
		const long = 'Aa1!'.repeat(19)
		expect(messages(LoginSchema.safeParse({ email: 'ana@example.com', password: long }))).toContain(
			'password: La contraseña no puede superar los 72 caracteres',
		)
		expect(messages(LoginSchema.safeParse({ email: 'ana@example.com', password: huge }))).toContain(
			'password: La contraseña no puede superar los 72 caracteres',
		)
		const change = ChangePasswordSchema.safeParse({ currentPassword: huge, newPassword: huge, confirmPassword: huge })
		expect(messages(change)).toEqual(
			expect.arrayContaining([
				'currentPassword: La contraseña no puede superar los 72 caracteres',
				'newPassword: La contraseña no puede superar los 72 caracteres',
				'confirmPassword: La contraseña no puede superar los 72 caracteres',
			]),
		)
	})
})

test('a short password without an obvious word fails the length rule only', () => {
	const rules = checkPasswordRules('Cort4#')
	expect(rules.obvious).toBe(true)
	expect(rules.length).toBe(false)
})
