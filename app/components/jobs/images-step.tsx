import { ErrorList } from '#app/components/ui/forms.tsx'
import { thumbnailUrl } from '#app/models/uploads/image-urls.ts'
import { type FormKind } from './job-wizard-types.ts'

/** The photos already added to the draft, each with its own remove form. */
export function ImagesStep({
	images,
	error,
	FormComponent,
	action,
}: {
	images: string[]
	error?: string
	FormComponent: FormKind
	action: string
}) {
	return (
		<>
			{images.length ? (
				<ul className="thumbs">
					{images.map((url, index) => (
						<li key={url}>
							<img src={thumbnailUrl(url)} alt={`Foto ${index + 1}`} width={120} height={90} loading="lazy" />
							<FormComponent method="post" action={action}>
								<input type="hidden" name="image" value={url} />
								<button type="submit" name="intent" value="remove-image" className="link-button">
									Quitar foto {index + 1}
								</button>
							</FormComponent>
						</li>
					))}
				</ul>
			) : null}
			<ErrorList errors={error ? [error] : null} />
		</>
	)
}
