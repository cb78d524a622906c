// /api calls about the account: sign-in, tokens, registration, passwords, the user's own data.
import { z } from 'zod'
import {
	AccountDeleteSchema,
	ApiResetPasswordBody,
	PagingQuery,
	RefreshSchema,
	UserPutSchema,
} from '#app/api/schemas/queries.ts'
import { RegisterSchema } from '#app/api/schemas/register.ts'
import {
	AdminUserSchema,
	CraftsmanRecordSchema,
	CraftsmanUserSchema,
	MessageAnswer,
	ok,
	paging,
	TokensAnswer,
	UserBodySchema,
	UserDetailsSchema,
	UserSchema,
} from '#app/api/schemas/responses.ts'
import { LegacyVerificationApiSchema, VerificationApiSchema } from '#app/models/admin/admin-actions.schema.ts'
import { ChangePasswordSchema, ForgotPasswordSchema, LoginSchema } from '#app/models/auth/auth.schema.ts'
import { CraftsmanApiSchema } from '#app/models/craftsmen/profile-edit.schema.ts'
import { ClientDataSchema, CraftsmanDataSchema } from '#app/models/users/personal-data.schema.ts'
import { type Operation } from './operation.ts'
import { examples } from './examples.ts'

const tag = 'Cuenta'

export const accountOperations: Operation[] = [
	{
		method: 'post',
		path: '/api/auth/login',
		tag,
		summary: 'Iniciar sesión',
		description:
			'Devuelve un par de tokens: `accessToken` va en `Authorization: Bearer …`. Un administrador con la verificación en dos pasos activada envía también `totp` (el código de 6 cifras de su aplicación o un código de recuperación); sin él, o si no es correcto, la respuesta es 401 con `totp_required: true`. Con ADMIN_2FA_REQUIRED, un administrador sin la verificación activada no recibe tokens (403). Los tokens de un inicio de sesión y sus renovaciones dejan de servir a los 90 días.',
		auth: 'none',
		source: 'spec 000 §7',
		body: LoginSchema,
		responses: {
			200: {
				description: 'Sesión iniciada',
				schema: ok({ message: z.string(), ...TokensAnswer, user: UserSchema }),
				example: { success: true, message: 'Has iniciado sesión', ...examples.tokens, user: examples.user },
			},
		},
		errors: {
			400: 'Datos no válidos',
			401: 'Correo o contraseña incorrectos, o falta el código de verificación en dos pasos (`totp`) o no es correcto',
			403: 'Administrador sin verificación en dos pasos cuando es obligatoria',
			429: 'Demasiados intentos',
		},
	},
	{
		method: 'get',
		path: '/api/auth/login',
		tag,
		summary: 'Usuario actual',
		description:
			'El cuerpo **es** el usuario (`response.data._id`, `response.data.craftsman.status`…), con `success` al lado.',
		auth: 'user',
		source: 'spec 000 §7',
		responses: {
			200: {
				description: 'El usuario del token, con su bloque `craftsman` si es oficial (null si no)',
				schema: UserBodySchema,
				example: { success: true, ...examples.craftsmanDetails },
			},
		},
	},
	{
		method: 'post',
		path: '/api/auth/refresh',
		tag,
		summary: 'Renovar los tokens',
		description: 'El refreshToken usado deja de valer.',
		auth: 'none',
		source: 'nuestro',
		body: RefreshSchema,
		responses: {
			200: { description: 'Tokens nuevos', schema: ok(TokensAnswer), example: { success: true, ...examples.tokens } },
		},
		errors: { 400: 'Falta refreshToken', 401: 'Token caducado o ya usado', 429: 'Demasiados intentos' },
	},
	{
		method: 'post',
		path: '/api/auth/logout',
		tag,
		summary: 'Cerrar sesión',
		description:
			'Revoca la familia de tokens del llamante (el access token enviado, su refreshToken y los que salieron de él); las demás sesiones siguen.',
		auth: 'user',
		source: 'nuestro',
		responses: {
			200: {
				description: 'Sesión cerrada',
				schema: MessageAnswer,
				example: { success: true, message: 'Has cerrado sesión correctamente' },
			},
		},
	},
	{
		method: 'post',
		path: '/api/auth/register',
		tag,
		summary: 'Registrar un oficial',
		description:
			'`password` es opcional (el formulario del contrato no lo tiene): sin ella la cuenta se crea sin ' +
			'contraseña y el correo de verificación lo dice; su enlace confirma el correo, inicia la sesión y ' +
			'abre la página de contraseña, que acepta la primera sin pedir la actual. Cada `document_link` de ' +
			'`craftmanDetails.documents` (el `secure_url` de POST /api/upload) se guarda privado, bajo ' +
			'`/documentos/…`, y la copia pública se borra.',
		auth: 'none',
		source: 'spec 000 §7',
		body: RegisterSchema,
		responses: {
			201: {
				description: 'Cuenta creada, sin verificar; se envía el correo de verificación',
				schema: ok({ info: z.string(), ...TokensAnswer, user_details: UserSchema }),
				example: {
					success: true,
					info: 'Registro completado',
					...examples.tokens,
					user_details: { ...examples.user, role: 'oficial' },
				},
			},
		},
		errors: { 400: 'Datos no válidos', 409: 'El correo ya está registrado', 429: 'Demasiados intentos' },
	},
	{
		method: 'put',
		path: '/api/auth/change_password',
		tag,
		summary: 'Cambiar la contraseña',
		auth: 'user',
		source: 'spec 000 §7',
		body: ChangePasswordSchema,
		responses: {
			200: {
				description: 'Contraseña cambiada',
				schema: MessageAnswer,
				example: examples.message('Contraseña cambiada'),
			},
		},
		errors: { 400: 'Contraseña actual incorrecta o nueva no válida' },
	},
	{
		method: 'put',
		path: '/api/auth/reset_password',
		tag,
		summary: 'Pedir un enlace para restablecer la contraseña',
		description: 'La respuesta es la misma exista o no la cuenta.',
		auth: 'none',
		source: 'spec 000 §7',
		body: ForgotPasswordSchema,
		responses: {
			200: { description: 'Enlace enviado si la cuenta existe', schema: MessageAnswer, example: examples.message('…') },
		},
		errors: { 429: 'Demasiadas peticiones' },
	},
	{
		method: 'post',
		path: '/api/reset-password',
		tag,
		summary: 'Restablecer la contraseña con el enlace del correo',
		description:
			'`token` es el del enlace (`…/restablecer-contrasena?token=`); la nueva contraseña va en `password` o ' +
			'`newPassword` (`confirmPassword`, si llega, debe coincidir), con las reglas de la página. El enlace sirve ' +
			'una vez; todas las sesiones y tokens de la cuenta terminan. No inicia sesión: después se entra con ' +
			'POST /api/auth/login.',
		auth: 'none',
		source: 'nuestro',
		body: ApiResetPasswordBody,
		responses: {
			200: {
				description: 'Contraseña cambiada',
				schema: MessageAnswer,
				example: examples.message('Contraseña actualizada correctamente. Ya puedes iniciar sesión.'),
			},
		},
		errors: { 400: 'Contraseña que no cumple las reglas, o enlace no válido o caducado', 429: 'Demasiadas peticiones' },
	},
	{
		method: 'get',
		path: '/api/user',
		tag,
		summary: 'Buscar un usuario por correo o id',
		description:
			'El cuerpo es el usuario. Privacidad: a quien no es ese usuario ni admin (con o sin token) solo le dice ' +
			'`role`, en el nivel superior (`{success, role}`): lo que el asistente de publicación necesita, nunca ' +
			'el teléfono, el correo ni la dirección de otra persona. Si llegan los dos parámetros y uno está ' +
			'vacío o es el texto `undefined` o `null`, vale el otro.',
		auth: 'optional',
		source: 'spec 000 §7',
		query: z.object({ email: z.string().optional(), _id: z.string().optional() }),
		responses: {
			200: {
				description: 'El usuario (al propio usuario o a un admin), o solo `role` (a cualquier otro)',
				schema: z.union([UserBodySchema, ok({ role: z.enum(['cliente', 'oficial', 'admin']) })]),
				example: { success: true, role: 'cliente' },
			},
		},
		errors: { 404: 'Usuario no encontrado', 429: 'Demasiadas consultas' },
	},
	{
		method: 'put',
		path: '/api/user',
		tag,
		summary: 'Actualizar los datos propios, la foto y las preferencias',
		description:
			'Los campos que faltan no cambian. `address`: el id del lugar o el objeto `address` leído; sin ' +
			'`zipCode`, vale el del lugar. `profile_photo`: el `secure_url` de una subida propia (`POST ' +
			'/api/upload`; la de otra cuenta se rechaza), que se guarda como ruta `/imagenes/…` y borra la ' +
			'foto anterior, o null para quitarla. El correo y ' +
			'el rol no se cambian aquí. La respuesta trae el usuario actualizado en `user` (y en `user_details`).',
		auth: 'user',
		source: 'spec 000 §7',
		body: UserPutSchema.extend({
			...ClientDataSchema.omit({ postalCodeId: true }).partial().shape,
			address: z.union([
				ClientDataSchema.shape.postalCodeId,
				z.looseObject({ _id: ClientDataSchema.shape.postalCodeId }),
			]),
			streetAddress: CraftsmanDataSchema.shape.streetAddress,
		}).partial(),
		responses: {
			200: {
				description: 'Perfil actualizado: el usuario en `user`',
				schema: ok({ message: z.string(), user: UserDetailsSchema, user_details: UserDetailsSchema }),
				example: {
					success: true,
					message: 'Perfil actualizado',
					user: { ...examples.user, craftsman: null },
					user_details: { ...examples.user, craftsman: null },
				},
			},
		},
		errors: { 400: 'Datos no válidos' },
	},
	{
		method: 'put',
		path: '/api/user/craftman',
		tag,
		summary: 'Actualizar el perfil de empresa (oficial), o decidir la verificación de un oficial (admin)',
		description:
			'Un oficial envía los campos de su perfil. Un administrador envía `{status, user, message}`: `verified` ' +
			'verifica al oficial `user` (el `message` va en su correo); `unverified` (o `refused`) rechaza, y `message` ' +
			'es el motivo que lee (obligatorio). Mismas reglas y auditoría que la página «Verificaciones»; ' +
			'responde la ficha en `data`. `documents` es la lista entera (sustituye a la guardada); `document` añade ' +
			'los documentos que nombra y no quita ninguno (uno nuevo enviado desde los mensajes). Cada `document_link` es el `secure_url` de POST /api/upload y se guarda privado (bajo ' +
			'`/documentos/…`, que solo abren el oficial y los administradores); la copia pública se borra y ' +
			'`document_link` pasa a ser el enlace privado.',
		auth: 'user',
		source: 'spec 000 §7',
		body: z.union([CraftsmanApiSchema, LegacyVerificationApiSchema]),
		responses: {
			200: {
				description: 'Perfil actualizado (oficial), o la ficha del oficial decidida (admin)',
				schema: z.union([
					ok({ message: z.string(), user_details: UserDetailsSchema }),
					ok({ message: z.string(), data: CraftsmanRecordSchema }),
				]),
				example: { success: true, message: 'Perfil actualizado', user_details: examples.craftsmanDetails },
			},
		},
		errors: {
			400: 'Datos no válidos',
			403: 'Clientes',
			404: 'No existe ningún oficial con ese identificador (admin)',
			409: 'Este oficial ya está verificado (admin)',
		},
	},
	{
		method: 'delete',
		path: '/api/user/craftman',
		tag,
		summary: 'Eliminar la cuenta propia (oficial)',
		auth: 'oficial',
		source: 'spec 000 §7',
		body: AccountDeleteSchema,
		responses: {
			200: {
				description: 'Cuenta anonimizada',
				schema: MessageAnswer,
				example: examples.message('Tu cuenta se ha eliminado'),
			},
		},
		errors: { 400: 'Contraseña incorrecta' },
	},
	{
		method: 'get',
		path: '/api/user/getuser',
		tag: 'Administración',
		summary: 'Listar usuarios (admin)',
		auth: 'admin',
		source: 'spec 000 §7',
		query: PagingQuery.extend({
			role: z.enum(['cliente', 'oficial', 'admin']).optional(),
			search: z.string().optional(),
		}),
		responses: {
			200: {
				description: 'Usuarios, los más recientes primero',
				schema: ok({ data: z.array(AdminUserSchema), ...paging }),
				example: { success: true, data: [], currentPage: 1, totalPages: 0, total: 0 },
			},
		},
	},
	{
		method: 'get',
		path: '/api/user/craftman/getcraftsman',
		tag: 'Administración',
		summary: 'Listar oficiales para verificar (admin)',
		description:
			'Cada fila es la ficha del oficial: `_id` de la ficha, `company_name`, `status`, `documents`, `services`…, ' +
			'`user` (el id del usuario, el que recibe PUT /api/user/craftman) y, al mismo nivel, `name`, `lastName`, ' +
			'`email` y el lugar (`address`, `Place_Name`, `Postal_Code`).',
		auth: 'admin',
		source: 'spec 000 §7',
		query: PagingQuery.extend({ status: z.enum(['unverified', 'verified', 'all']).optional() }),
		responses: {
			200: {
				description: 'Oficiales, el registro más antiguo primero',
				schema: ok({ data: z.array(CraftsmanRecordSchema), ...paging }),
				example: { success: true, data: [examples.craftsmanRecord], currentPage: 1, totalPages: 1, total: 1 },
			},
		},
	},
	{
		method: 'get',
		path: '/api/user/craftman/{id}',
		tag: 'Administración',
		summary: 'Un oficial con documentos, servicios y valoraciones (admin)',
		auth: 'admin',
		source: 'spec 000 §7',
		responses: {
			200: {
				description: 'El oficial',
				schema: ok({ data: CraftsmanUserSchema }),
				example: { success: true, data: examples.craftsmanUser },
			},
		},
		errors: { 404: 'Oficial no encontrado' },
	},
	{
		method: 'put',
		path: '/api/user/craftman/{id}',
		tag: 'Administración',
		summary: 'Verificar o rechazar un oficial (admin)',
		auth: 'admin',
		source: 'nuestro',
		body: VerificationApiSchema,
		responses: {
			200: {
				description: 'Decisión guardada',
				schema: ok({ message: z.string(), data: CraftsmanUserSchema }),
				example: { success: true, message: 'Oficial verificado', data: examples.craftsmanUser },
			},
		},
		errors: { 404: 'Oficial no encontrado', 409: 'Ya decidido' },
	},
]
