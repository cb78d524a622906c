/** The spec's rule: the average rounded to 2 decimals, 0 when there are no reviews. */
export function averageRating(ratings: number[]) {
	if (ratings.length === 0) return 0
	return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 100) / 100
}
