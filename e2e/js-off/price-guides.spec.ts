import { test } from '../fixtures.ts'
import { comparisonMarksOffer, costGuideShowsRanges, wizardHintsRange } from '../price-guides.helpers.ts'

test('without JavaScript a cost guide shows the range, the province form works, the chart is drawn', async ({
	page,
}) => {
	await costGuideShowsRanges(page)
})

test('without JavaScript the wizard’s last step hints the range', async ({ page }) => {
	await wizardHintsRange(page)
})

test('without JavaScript the comparison marks each offer against the median', async ({ page }) => {
	await comparisonMarksOffer(page)
})
