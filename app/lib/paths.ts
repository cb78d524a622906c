// Every dashboard URL (/tablero/:role/…) in one place, for links, redirects, emails and
// notifications alike; client and server both import it. The route files under
// app/routes/tablero/$role/ define these URLs; tests keep the literal URLs, the public contract.

/** The dashboard's role segment (spec 000 §2). */
export type DashboardRole = 'cliente' | 'oficial' | 'admin'

/** The verification link's resend form posts here (signed in or not). */
export const RESEND_VERIFICATION_PATH = '/reenviar-verificacion'

const dashboard = (role: DashboardRole) => `/tablero/${role}`
const client = (page = '') => `/tablero/cliente${page}`
const craftsman = (page = '') => `/tablero/oficial${page}`
const admin = (page = '') => `/tablero/admin${page}`
const hash = (id: string | undefined, prefix = '') => (id ? `#${prefix}${id}` : '')

export const paths = {
	// every role
	dashboard,
	messages: (role: DashboardRole) => `${dashboard(role)}/mensajes`,
	conversation: (role: DashboardRole, conversationId: string) => `${dashboard(role)}/mensajes/${conversationId}`,
	notifications: (role: DashboardRole) => `${dashboard(role)}/notificaciones`,
	password: (role: DashboardRole) => `${dashboard(role)}/contrasena`,
	account: (role: DashboardRole) => `${dashboard(role)}/cuenta`,
	accountExport: (role: DashboardRole) => `${dashboard(role)}/cuenta/exportar`,
	accountSessions: (role: DashboardRole) => `${dashboard(role)}/cuenta/sesiones`,
	pushSettings: (role: DashboardRole) => `${dashboard(role)}/avisos`,
	/** the quote's PDF, stamped with its acceptance (the offer's parties and admins) */
	quotePdf: (role: DashboardRole, offerId: string) => `${dashboard(role)}/presupuestos/${offerId}/pdf`,

	// client
	clientHome: () => client(),
	clientJobs: () => client('/trabajos'),
	clientCompareOffers: (jobId: string) => client(`/trabajos/${jobId}/ofertas`),
	/** «Preguntar» on an offer: its conversation, or the first question */
	clientAskAboutOffer: (offerId: string) => client(`/ofertas/${offerId}/preguntar`),
	clientConfirmDecision: () => client('/trabajos/confirmar'),
	/** a change annex to an accepted quote: read it, accept (signed) or reject */
	clientAnnex: (jobId: string, annexId: string) => client(`/trabajos/${jobId}/anexos/${annexId}`),
	clientProfile: () => client('/perfil'),
	clientReviews: (reviewId?: string) => client(`/opiniones${hash(reviewId, 'opinion-')}`),
	/** a finished job's warranty: its end, «Reclamar en garantía» and its claims */
	clientWarranty: (jobId: string, claimId?: string) =>
		client(`/trabajos/${jobId}/garantia${hash(claimId, 'reclamacion-')}`),

	// craftsman
	craftsmanHome: () => craftsman(),
	craftsmanOffers: (offerId?: string) => craftsman(`/pedidos${hash(offerId)}`),
	/** send a change annex to an accepted quote */
	craftsmanNewAnnex: (offerId: string) => craftsman(`/pedidos/${offerId}/anexo`),
	craftsmanJobFeed: () => craftsman('/listadeempleos'),
	craftsmanJobAlerts: () => craftsman('/alertasdeempleo'),
	craftsmanPause: () => craftsman('/vacaciones'),
	craftsmanActivity: (days?: number) => craftsman(`/actividad${days ? `?dias=${days}` : ''}`),
	craftsmanProfileEdit: () => craftsman('/editarperfil'),
	craftsmanWarrantyClaims: (claimId?: string) => craftsman(`/garantias${hash(claimId, 'reclamacion-')}`),
	craftsmanReviews: (reviewId?: string) => craftsman(`/opinionesycomentarios${hash(reviewId, 'opinion-')}`),
	craftsmanPlans: () => craftsman('/gestiondesuscripcion'),
	craftsmanOrder: () => craftsman('/gestiondesuscripcion/pedido'),
	craftsmanPayments: () => craftsman('/configuracionesdepago'),
	craftsmanPayment: (paymentId: string) => craftsman(`/configuracionesdepago/${paymentId}`),
	craftsmanInvoice: (number: string) => craftsman(`/configuracionesdepago/factura/${number}`),

	// admin
	adminHome: () => admin(),
	adminVerifications: () => admin('/verificaciones'),
	adminVerification: (userId: string) => admin(`/verificaciones/${userId}`),
	adminDocument: (documentId: string) => admin(`/verificaciones/documento/${documentId}`),
	adminPayments: () => admin('/transferencias'),
	adminUsers: () => admin('/usuarios'),
	adminUser: (userId: string) => admin(`/usuarios/${userId}`),
	adminActAs: (userId: string) => admin(`/actuar-como/${userId}`),
	adminPlans: () => admin('/planes'),
	adminModeration: () => admin('/moderacion'),
	adminModerationDelete: (kind: string, id: string) => admin(`/moderacion/${kind}/${id}/eliminar`),
	adminHeldReviews: () => admin('/opiniones-retenidas'),
	adminReviewDisputes: () => admin('/opiniones-reclamadas'),
	adminWarrantyClaims: () => admin('/garantias-escaladas'),
	adminAudit: () => admin('/auditoria'),
	adminTasks: () => admin('/tareas'),
	adminTwoFactor: () => admin('/verificacion-en-dos-pasos'),
}
