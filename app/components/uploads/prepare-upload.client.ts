// Loaded only when someone picks a file (pages that do not upload never download it):
// resize and re-encode a photo in the browser, then send it with upload progress.
import {
	IMAGE_TOO_LARGE,
	MAX_IMAGE_BYTES,
	NOT_AN_IMAGE,
	SHRUNK_JPEG_QUALITY as QUALITY,
	SHRUNK_LONGEST_SIDE as LONGEST_SIDE,
} from '#app/models/uploads/limits.ts'
export const NETWORK_ERROR = 'No se ha podido subir el archivo. Revisa tu conexión e inténtalo de nuevo.'

/** The file to send: a JPEG of at most 2000 px a side, or the original when it cannot be decoded here. */
export async function prepareImage(file: File): Promise<Blob> {
	if (file.type && !file.type.startsWith('image/')) throw new Error(NOT_AN_IMAGE)
	let bitmap: ImageBitmap
	try {
		bitmap = await createImageBitmap(file) // applies the EXIF orientation
	} catch {
		// a format this browser cannot draw (HEIC in Chrome): the server decides, if it is small enough
		if (file.size > MAX_IMAGE_BYTES) throw new Error(IMAGE_TOO_LARGE)
		return file
	}
	const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height))
	const canvas = document.createElement('canvas')
	canvas.width = Math.round(bitmap.width * scale)
	canvas.height = Math.round(bitmap.height * scale)
	canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
	bitmap.close()
	const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY))
	const smaller = blob && blob.size < file.size ? blob : file
	if (smaller.size > MAX_IMAGE_BYTES) throw new Error(IMAGE_TOO_LARGE)
	return smaller
}

/** Sends one file as multipart `field`; XMLHttpRequest, because fetch reports no upload progress. */
export function sendFile({
	url,
	field,
	file,
	name,
	onProgress,
}: {
	url: string
	field: string
	file: Blob
	name: string
	onProgress: (fraction: number) => void
}) {
	const request = new XMLHttpRequest()
	const done = new Promise<string | null>((resolve) => {
		request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
		request.onload = () => {
			if (request.status >= 200 && request.status < 300) return resolve(null)
			// always show the server's answer, whatever its status
			let message: unknown
			try {
				message = (JSON.parse(request.responseText) as { error?: unknown }).error
			} catch {
				message = null
			}
			resolve(typeof message === 'string' ? message : NETWORK_ERROR)
		}
		request.onerror = () => resolve(NETWORK_ERROR)
		request.onabort = () => resolve('cancelled')
	})
	const body = new FormData()
	body.append(field, file, name.replace(/\.\w+$/, '') + (file.type === 'image/jpeg' ? '.jpg' : ''))
	request.open('POST', url)
	request.send(body)
	return { done, cancel: () => request.abort() }
}
