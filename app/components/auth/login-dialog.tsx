import { useEffect, useRef, useState } from 'react'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import { LoginForm } from './login-form.tsx'

/**
 * The login modal (spec: login modal with a forgot-password sub-modal). Opened by the header's
 * login link when JavaScript runs; without it, that link is a normal link to /iniciar-sesion.
 */
export function LoginDialog({ open, onClose, redirectTo }: { open: boolean; onClose: () => void; redirectTo: string }) {
	const ref = useRef<HTMLDialogElement>(null)
	const [view, setView] = useState<'login' | 'forgot'>('login')
	// the address typed so far goes on to the recovery form
	const [email, setEmail] = useState('')
	useEffect(() => {
		const dialog = ref.current
		if (!dialog) return
		if (open && !dialog.open) dialog.showModal()
		if (!open && dialog.open) dialog.close()
		if (!open) setView('login')
	}, [open])
	return (
		<dialog ref={ref} className="modal" aria-labelledby="login-title" onClose={onClose}>
			<div className="modal__header">
				<h2 id="login-title">{view === 'login' ? 'Iniciar sesión' : 'Recuperar contraseña'}</h2>
				<button type="button" className="modal__close" onClick={onClose} aria-label="Cerrar">
					×
				</button>
			</div>
			{open ? (
				view === 'login' ? (
					<LoginForm redirectTo={redirectTo} onForgotPassword={(typed) => (setEmail(typed), setView('forgot'))} />
				) : (
					<>
						<ForgotPasswordForm defaultEmail={email} />
						<button type="button" className="link-button" onClick={() => setView('login')}>
							Volver a iniciar sesión
						</button>
					</>
				)
			) : null}
		</dialog>
	)
}
