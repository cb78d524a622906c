import { Link } from '@remix-run/react'

const LEGAL_LINKS = [
	{ to: '/pie/aviso-legal', label: 'Aviso Legal' },
	{ to: '/pie/politica-de-privacidad', label: 'Política de Privacidad' },
	{ to: '/pie/condiciones-de-uso', label: 'Condiciones de Uso' },
	{ to: '/pie/politica-de-cookies', label: 'Política de Cookies' },
	{ to: '/pie/accesibilidad', label: 'Accesibilidad' },
] as const

export function SiteFooter() {
	return (
		<footer className="site-footer">
			<div className="container">
				<p className="site-footer__blurb">
					Reformas conecta a quien necesita una reparación o una reforma con profesionales verificados de su zona.
					Publicar un trabajo es gratis y sin compromiso.
				</p>
				<nav aria-label="Información legal">
					<ul className="site-footer__links">
						{LEGAL_LINKS.map((link) => (
							<li key={link.to}>
								<Link to={link.to}>{link.label}</Link>
							</li>
						))}
					</ul>
				</nav>
				<p className="site-footer__credits">
					Datos de códigos postales © <a href="https://www.geonames.org">GeoNames</a>, con licencia{' '}
					<a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>. Modificados: nombres normalizados y
					acentuados, provincias y comunidades con los nombres oficiales del INE, algunas coordenadas corregidas.
					Nombres de municipios: INE.
				</p>
				<p>© {new Date().getFullYear()} Reformas</p>
			</div>
		</footer>
	)
}
