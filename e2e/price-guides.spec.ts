import { test } from './fixtures.ts'
import { comparisonMarksOffer, costGuideShowsRanges, wizardHintsRange } from './price-guides.helpers.ts'

test('a cost guide shows what clients accepted, per province, with its chart and method', async ({ page }) => {
	await costGuideShowsRanges(page)
})

test('the wizard’s last step hints the range for the trade, size and province', async ({ page }) => {
	await wizardHintsRange(page)
})

test('the comparison marks each offer against the median of the province', async ({ page }) => {
	await comparisonMarksOffer(page)
})
