import { thumbnailUrl } from '#app/models/uploads/image-urls.ts'

const SIZES = { small: [120, 90], large: [240, 180] } as const

/** A stored image's thumbnail that opens the full size in a new tab, for an admin to check. */
export function ThumbnailLink({
	url,
	label,
	size = 'small',
}: {
	url: string
	label: string
	size?: keyof typeof SIZES
}) {
	const [width, height] = SIZES[size]
	return (
		<figure className="thumb">
			<a href={url} target="_blank" rel="noreferrer">
				<img
					src={thumbnailUrl(url)}
					alt={`${label} (abrir a tamaño completo)`}
					width={width}
					height={height}
					loading="lazy"
				/>
			</a>
			{/* written under the photo as well: two documents look alike at this size */}
			<figcaption aria-hidden="true">{label}</figcaption>
		</figure>
	)
}
