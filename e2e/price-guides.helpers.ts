import { type Page } from '@playwright/test'
import { jobWithDemoOffer } from './client.helpers.ts'
import { expect, loginWithForm } from './fixtures.ts'

// The demo data's finished painting jobs in Madrid: 960 … 2.070 € for 60–100 m² from five
// craftsmen (prisma/seed.ts), so by hand: quartiles 1.507,5 and 1.740 €, median 1.587,5 €;
// per m² 18,25 / 19,50 / 21,75 €, published to the half euro (PostgreSQL rounds a float's half to
// even: 18,00 / 19,50 / 22,00 €), i.e. 1.440 / 1.560 / 1.760 € for 80 m². Figures read rounded to
// tens of euros.
const s = '\\s' // the no-break space before «€»

/** The cost guide: all Spain, then Madrid chosen with the form; the chart; the method page. */
export async function costGuideShowsRanges(page: Page) {
	await page.goto('/cuanto-cuesta/pintar-un-piso')
	const live = page.getByRole('region', { name: 'Lo que pagaron nuestros clientes' })
	await expect(live).toContainText(
		/En España, los clientes aceptaron presupuestos de .+ para pintar un piso; mediana .+; 18 presupuestos de 5 profesionales en los últimos 12 meses\./,
	)
	await live.getByLabel('Provincia').selectOption('Madrid')
	await live.getByRole('button', { name: 'Ver precios' }).click()
	await expect(page).toHaveURL(/provincia=Madrid/)
	await expect(live).toContainText(
		new RegExp(
			`En Madrid, los clientes aceptaron presupuestos de 1\\.510${s}€ a 1\\.740${s}€ para pintar un piso; mediana 1\\.590${s}€; 10 presupuestos de 5 profesionales`,
		),
	)
	await expect(live.getByRole('img', { name: /^Distribución de 10 presupuestos aceptados/ })).toBeVisible()
	// the editorial guide stays below
	await expect(page.getByRole('table')).toContainText('Piso de 90 m² completo')
	await live.getByRole('link', { name: 'Cómo calculamos estas cifras' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cómo calculamos los precios')
	await expect(page.getByText('al menos 8 presupuestos aceptados de al menos 4 profesionales distintos')).toBeVisible()
}

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click()

/** The demo client (Madrid) goes through the wizard for painting 80 m²; the last step hints the range. */
export async function wizardHintsRange(page: Page) {
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto('/publicartrabajo?servicio=pintores')
	await page.getByLabel('Pintar piso completo').check()
	await next(page)
	await page.getByLabel('Metros cuadrados').fill('80')
	await next(page)
	await page.getByLabel('Descripción del trabajo').fill('Salón, tres dormitorios y pasillo en blanco roto.')
	await next(page)
	await expect(page.getByLabel(/Fotos del trabajo/)).toBeAttached()
	await next(page)
	await page.getByLabel('En una semana').check()
	await next(page)
	await expect(page.getByRole('button', { name: 'Publicar' })).toBeVisible()
	await expect(page.locator('.price-hint')).toContainText(
		new RegExp(
			`Precio orientativo\\. En Madrid, trabajos así se contrataron por entre 1\\.440${s}€ y 1\\.760${s}€ para 80 m² \\(mediana 1\\.560${s}€\\), según 10 presupuestos aceptados de 5 profesionales en los últimos 12 meses\\. Es una referencia, no una promesa`,
		),
	)
}

/**
 * An offer of 1.397 € on a «Pintar piso completo» job in Madrid: 12 % under the province's median
 * of 1.587,5 €. On a painting job of its own description there are no figures for jobs like it: the
 * trade's are shown by name, and no offer is measured against them.
 */
export async function comparisonMarksOffer(page: Page) {
	const jobId = await jobWithDemoOffer(page.request, 'Pintar piso completo', 1397, { catalogue: true })
	const other = await jobWithDemoOffer(page.request, 'Pintar el pasillo y la entrada', 1397)
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto(`/tablero/cliente/trabajos/${jobId}/ofertas`)
	await expect(
		page.getByText(/Trabajos así se contrataron en Madrid por entre 1\.510.€ y 1\.740.€ \(mediana 1\.590.€\)/),
	).toBeVisible()
	const table = page.getByRole('table', { name: 'Comparativa de ofertas' })
	const cards = page.getByTestId('oferta-tarjeta')
	const mark = 'un 12 % por debajo de la mediana en tu provincia'
	// the table on wide screens, the cards on phones: one of them shows
	const shown = async () => ((await table.isVisible()) ? table : cards.first())
	await expect(await shown()).toContainText(mark)

	await page.goto(`/tablero/cliente/trabajos/${other}/ofertas`)
	await expect(
		page.getByText(
			/Aún no hay bastantes precios de trabajos como este\. Pintores en Madrid, todos los trabajos: 10 precios: entre 1\.510.€ y 1\.740.€/,
		),
	).toBeVisible()
	await expect(await shown()).toBeVisible()
	await expect(page.getByText(/de la mediana en tu provincia/)).toHaveCount(0)
	await expect(page.getByText('Frente a la mediana')).toHaveCount(0)
}
