/** The spec's rule: the average rounded to 2 decimals, 0 when there are no reviews. */
export function averageRating(ratings: number[]) {
	if (ratings.length === 0) return 0
	return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 100) / 100
}

/** A rating as text, filled and empty stars out of five («★★★★☆»): the admin queues' one way to show it. */
export function starsText(rating: number) {
	return `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`
}
