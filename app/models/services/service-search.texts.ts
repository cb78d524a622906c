// The hero search's answers, apart from the search itself: the page shows them before the search
// module has loaded (it loads on first use of the field).

// Spec 001 §5/§8: the hero's suggestion list shows at most 14 trades, else 'Servicio no encontrado'.
export const MAX_SERVICE_SUGGESTIONS = 14
export const SERVICE_NOT_FOUND = 'Servicio no encontrado'
// The spec's 'Please select a service', in Spanish.
export const SELECT_A_SERVICE = 'Por favor, selecciona un servicio'
