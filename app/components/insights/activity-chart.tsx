import { formatNumber } from '#app/lib/format.ts'

export type ActivityBar = { label: string; value: number }

/**
 * From lead to won offer as horizontal bars, drawn on the server (HTML and CSS, no script): each
 * bar is named above it in the page's own text size (an SVG scaled to a phone's width shrank its
 * labels to 10 px) and its figure follows it. The figure's text alternative says the same.
 */
export function ActivityChart({ bars, caption }: { bars: ActivityBar[]; caption: string }) {
	const most = Math.max(1, ...bars.map((bar) => bar.value))
	const label = bars.map((bar) => `${bar.label}: ${formatNumber(bar.value)}`).join('; ')
	return (
		<figure className="activity-chart">
			<div role="img" aria-label={label} className="activity-chart__bars">
				{bars.map((bar) => (
					<div key={bar.label} className="activity-chart__row">
						<span className="activity-chart__label">{bar.label}</span>
						<span className="activity-chart__track">
							<span
								className="activity-chart__bar"
								style={{ width: `max(2px, calc((100% - 3.5rem) * ${bar.value / most}))` }}
							/>
							<span className="activity-chart__value">{formatNumber(bar.value)}</span>
						</span>
					</div>
				))}
			</div>
			<figcaption className="card__meta">{caption}</figcaption>
		</figure>
	)
}
