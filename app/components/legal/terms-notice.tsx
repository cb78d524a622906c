/**
 * What the user agrees to where an account is created. A notice, not a checkbox: the
 * data is processed to provide the service asked for (GDPR art. 6.1.b), which needs information
 * (art. 13), not consent; nothing here asks for a consent the law requires.
 */
export function TermsNotice({ action }: { action: string }) {
	return (
		<p className="field__hint terms-notice">
			{action} aceptas las <a href="/pie/condiciones-de-uso">Condiciones de Uso</a>. Tratamos tus datos para prestarte
			el servicio, como explica la <a href="/pie/politica-de-privacidad">Política de Privacidad</a>.
		</p>
	)
}

/** The client's phone is shared with the craftsmen who contact them (spec 001 §1). */
export const PHONE_SHARED_HINT =
	'Los profesionales que te contacten sobre tu trabajo verán tu nombre, tu correo y este teléfono.'
