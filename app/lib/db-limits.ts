/** The largest value of a PostgreSQL `integer` column: a larger id can match nothing, and sending one fails the query. */
export const MAX_DB_INT = 2_147_483_647
