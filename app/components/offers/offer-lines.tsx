// An offer's lines, folded: «3 líneas» opens concept, quantity × unit price = line total. The same
// on the client's comparison and in the craftsman's own offer history.
import { type OfferBreakdown } from '#app/models/offers/offer-details.server.ts'
import { formatCents, plural } from '#app/lib/format.ts'
import { formatQuantity } from '#app/models/offers/offer-format.ts'

export function OfferLines({ items }: { items: OfferBreakdown['items'] }) {
	if (!items.length) return 'Precio único'
	return (
		<details>
			<summary>{plural(items.length, 'línea')}</summary>
			<ul className="offer-compare__items">
				{items.map((item, index) => (
					<li key={index}>
						{item.concept}: {formatQuantity(item.quantity)} {item.unit} × {formatCents(item.unitPriceCents)} ={' '}
						{formatCents(item.totalCents)}
					</li>
				))}
			</ul>
		</details>
	)
}
