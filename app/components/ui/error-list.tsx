/** A field's or a form's error messages, announced as they appear. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
	if (!errors?.length) return null
	return (
		<div id={id} className="field__errors" role="alert">
			{errors.map((error) => (
				<p key={error}>{error}</p>
			))}
		</div>
	)
}
