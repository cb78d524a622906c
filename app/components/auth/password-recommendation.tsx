import { Form, useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { ChangePasswordForm } from './change-password-form.tsx'
import { type DashboardRole, paths } from '#app/lib/paths.ts'

/**
 * Spec 000 §2: a modal recommends changing a weak password found at sign-in (a guest who posted a
 * job has none yet, and is asked to choose one; see password-recommendation.server.ts). Rendered open by the server, so it shows without
 * JavaScript; JavaScript reopens it as a real modal. «Más tarde» is a plain POST; Escape sends the
 * same, so the recommendation never comes back once set aside.
 */
export function PasswordRecommendation({ role, hasPassword }: { role: DashboardRole; hasPassword: boolean }) {
	const ref = useRef<HTMLDialogElement>(null)
	const dismiss = useFetcher({ key: 'password-recommendation' })
	const location = useLocation()
	const action = paths.password(role)
	const here = `${location.pathname}${location.search}`
	useEffect(() => {
		const dialog = ref.current
		if (!dialog) return
		dialog.close()
		dialog.showModal()
	}, [])
	return (
		<dialog
			ref={ref}
			open
			className="modal modal--wide password-recommendation"
			aria-labelledby="recomendacion-titulo"
			onCancel={() => dismiss.submit({ intent: 'mas-tarde', redirectTo: here }, { method: 'post', action })}
		>
			<h2 id="recomendacion-titulo">
				{hasPassword ? 'Te recomendamos cambiar tu contraseña' : 'Elige una contraseña para tu cuenta'}
			</h2>
			<p>
				{hasPassword
					? 'Tu contraseña es de las fáciles de adivinar: no cumple las reglas actuales o es de las más usadas. Cámbiala ahora por una segura.'
					: 'Hemos creado tu cuenta al publicar tu trabajo. Elige una contraseña para poder volver a entrar con tu correo cuando quieras.'}
			</p>
			<ChangePasswordForm action={action} hasPassword={hasPassword} />
			<Form method="post" action={action} className="password-recommendation__later">
				<input type="hidden" name="intent" value="mas-tarde" />
				<input type="hidden" name="redirectTo" value={here} />
				<button type="submit" className="button button--ghost">
					Más tarde
				</button>
			</Form>
		</dialog>
	)
}
