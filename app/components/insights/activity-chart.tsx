import { formatNumber } from '#app/lib/format.ts'

const WIDTH = 320
const ROW = 40
const LABEL = 14
const BAR = 14
const VALUE_ROOM = 44

export type ActivityBar = { label: string; value: number }

/**
 * From lead to won offer as horizontal bars, drawn on the server (plain SVG, no script); each bar
 * is named above it and its figure follows it. The figure's text alternative says the same.
 */
export function ActivityChart({ bars, caption }: { bars: ActivityBar[]; caption: string }) {
	const most = Math.max(1, ...bars.map((bar) => bar.value))
	const label = bars.map((bar) => `${bar.label}: ${formatNumber(bar.value)}`).join('; ')
	return (
		<figure className="activity-chart">
			<svg viewBox={`0 0 ${WIDTH} ${bars.length * ROW}`} role="img" aria-label={label} className="activity-chart__svg">
				{bars.map((bar, index) => {
					const top = index * ROW
					const width = (bar.value / most) * (WIDTH - VALUE_ROOM)
					return (
						<g key={bar.label}>
							<text x={0} y={top + LABEL - 2} className="activity-chart__label">
								{bar.label}
							</text>
							<rect x={0} y={top + LABEL + 2} width={Math.max(2, width)} height={BAR} className="activity-chart__bar" />
							<text x={Math.max(2, width) + 6} y={top + LABEL + BAR} className="activity-chart__value">
								{formatNumber(bar.value)}
							</text>
						</g>
					)
				})}
			</svg>
			<figcaption className="card__meta">{caption}</figcaption>
		</figure>
	)
}
