import { describe, expect, test } from 'vitest'
import { paths } from './paths.ts'

// The URLs are the public contract (links in emails and notifications outlive a release): each
// function is pinned to the literal it replaced.
describe('paths', () => {
	test('every role', () => {
		expect(paths.dashboard('cliente')).toBe('/tablero/cliente')
		expect(paths.messages('oficial')).toBe('/tablero/oficial/mensajes')
		expect(paths.conversation('cliente', 'c1')).toBe('/tablero/cliente/mensajes/c1')
		expect(paths.notifications('admin')).toBe('/tablero/admin/notificaciones')
		expect(paths.password('oficial')).toBe('/tablero/oficial/contrasena')
		expect(paths.account('cliente')).toBe('/tablero/cliente/cuenta')
		expect(paths.accountExport('admin')).toBe('/tablero/admin/cuenta/exportar')
	})

	test('client', () => {
		expect(paths.clientHome()).toBe('/tablero/cliente')
		expect(paths.clientJobs()).toBe('/tablero/cliente/trabajos')
		expect(paths.clientConfirmDecision()).toBe('/tablero/cliente/trabajos/confirmar')
		expect(paths.clientProfile()).toBe('/tablero/cliente/perfil')
	})

	test('craftsman', () => {
		expect(paths.craftsmanHome()).toBe('/tablero/oficial')
		expect(paths.craftsmanOffers()).toBe('/tablero/oficial/pedidos')
		expect(paths.craftsmanOffers('o1')).toBe('/tablero/oficial/pedidos#o1')
		expect(paths.craftsmanJobFeed()).toBe('/tablero/oficial/listadeempleos')
		expect(paths.craftsmanActivity()).toBe('/tablero/oficial/actividad')
		expect(paths.craftsmanActivity(90)).toBe('/tablero/oficial/actividad?dias=90')
		expect(paths.craftsmanJobAlerts()).toBe('/tablero/oficial/alertasdeempleo')
		expect(paths.craftsmanProfileEdit()).toBe('/tablero/oficial/editarperfil')
		expect(paths.craftsmanReviews()).toBe('/tablero/oficial/opinionesycomentarios')
		expect(paths.craftsmanReviews('r1')).toBe('/tablero/oficial/opinionesycomentarios#opinion-r1')
		expect(paths.craftsmanPlans()).toBe('/tablero/oficial/gestiondesuscripcion')
		expect(paths.craftsmanOrder()).toBe('/tablero/oficial/gestiondesuscripcion/pedido')
		expect(paths.craftsmanPayments()).toBe('/tablero/oficial/configuracionesdepago')
		expect(paths.craftsmanPayment('RF-AAAA-BBBB')).toBe('/tablero/oficial/configuracionesdepago/RF-AAAA-BBBB')
		expect(paths.craftsmanInvoice('F2026-000001')).toBe('/tablero/oficial/configuracionesdepago/factura/F2026-000001')
	})

	test('admin', () => {
		expect(paths.adminHome()).toBe('/tablero/admin')
		expect(paths.adminVerifications()).toBe('/tablero/admin/verificaciones')
		expect(paths.adminVerification('u1')).toBe('/tablero/admin/verificaciones/u1')
		expect(paths.adminDocument('d1')).toBe('/tablero/admin/verificaciones/documento/d1')
		expect(paths.adminPayments()).toBe('/tablero/admin/transferencias')
		expect(paths.adminUsers()).toBe('/tablero/admin/usuarios')
		expect(paths.adminUser('u1')).toBe('/tablero/admin/usuarios/u1')
		expect(paths.adminActAs('u1')).toBe('/tablero/admin/actuar-como/u1')
		expect(paths.adminPlans()).toBe('/tablero/admin/planes')
		expect(paths.adminModeration()).toBe('/tablero/admin/moderacion')
		expect(paths.adminModerationDelete('trabajo', 'j1')).toBe('/tablero/admin/moderacion/trabajo/j1/eliminar')
		expect(paths.adminAudit()).toBe('/tablero/admin/auditoria')
		expect(paths.adminTasks()).toBe('/tablero/admin/tareas')
	})
})
