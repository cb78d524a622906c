import { formatNumber, plural } from '#app/lib/format.ts'
import { formatRangeValue, type PriceRange } from '#app/models/prices/prices.ts'

const WIDTH = 320
const HEIGHT = 120
const BASE = 96

/**
 * The distribution of accepted offers as bars, drawn on the server (plain SVG, no script): the
 * middle half (25th–75th percentile) highlighted, the median marked. The figure's text
 * alternative says the same in words.
 */
export function PriceChart({ range }: { range: PriceRange }) {
	const bins = range.bins
	const most = Math.max(1, ...bins)
	const barWidth = WIDTH / bins.length
	const span = range.high - range.low
	const x = (value: number) => (span > 0 ? ((value - range.low) / span) * WIDTH : WIDTH / 2)
	const clamp = (value: number) => Math.min(WIDTH, Math.max(0, value))
	const value = (euros: number) => formatRangeValue(range, euros)
	const label =
		`Distribución de ${plural(range.offers, 'presupuesto aceptado', 'presupuestos aceptados')}: ` +
		bins
			.map((count, index) => {
				const from = range.low + (span * index) / bins.length
				const to = range.low + (span * (index + 1)) / bins.length
				return `de ${value(from)} a ${value(to)}, ${formatNumber(count)}`
			})
			.join('; ') +
		`. La mitad central va de ${value(range.p25)} a ${value(range.p75)}; mediana ${value(range.median)}.`
	return (
		<figure className="price-chart">
			<svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="price-chart__svg">
				<rect
					x={clamp(x(range.p25))}
					y={0}
					width={Math.max(2, clamp(x(range.p75)) - clamp(x(range.p25)))}
					height={BASE}
					className="price-chart__middle"
				/>
				{bins.map((count, index) => {
					const height = (count / most) * (BASE - 8)
					return (
						<rect
							key={index}
							x={index * barWidth + 2}
							y={BASE - height}
							width={barWidth - 4}
							height={height}
							className="price-chart__bar"
						/>
					)
				})}
				<line
					x1={clamp(x(range.median))}
					x2={clamp(x(range.median))}
					y1={0}
					y2={BASE}
					className="price-chart__median"
				/>
				<text x={0} y={HEIGHT - 6} className="price-chart__axis">
					{value(range.low)}
				</text>
				<text x={WIDTH} y={HEIGHT - 6} textAnchor="end" className="price-chart__axis">
					{value(range.high)}
				</text>
			</svg>
			<figcaption className="card__meta">
				Barras: cuántos presupuestos aceptados hubo en cada tramo de precio (los extremos incluyen los más baratos y los
				más caros). Zona sombreada: la mitad central; línea: la mediana.
			</figcaption>
		</figure>
	)
}
