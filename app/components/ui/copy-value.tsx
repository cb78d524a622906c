import { useEffect, useState } from 'react'

/**
 * A value to type elsewhere (an IBAN, a transfer reference): always plain selectable text, and,
 * once JavaScript runs in a browser with a clipboard, a «Copiar» button beside it. Without
 * JavaScript there is no dead button: one tap selects the whole value (user-select: all).
 */
export function CopyValue({
	value,
	copyText = value,
	label,
	testId,
}: {
	value: string
	copyText?: string
	label: string
	testId?: string
}) {
	const [canCopy, setCanCopy] = useState(false)
	const [copied, setCopied] = useState(false)
	useEffect(() => setCanCopy(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), [])
	useEffect(() => {
		if (!copied) return
		const timer = setTimeout(() => setCopied(false), 2500)
		return () => clearTimeout(timer)
	}, [copied])
	return (
		<span className="copy-field">
			<span className="copy-field__value" data-testid={testId}>
				{value}
			</span>
			{canCopy ? (
				<button
					type="button"
					className="button button--ghost copy-field__button"
					aria-label={copied ? `${label} copiado` : `Copiar ${label}`}
					onClick={() =>
						navigator.clipboard.writeText(copyText).then(
							() => setCopied(true),
							() => setCanCopy(false),
						)
					}
				>
					{copied ? 'Copiado' : 'Copiar'}
				</button>
			) : null}
			<span className="visually-hidden" role="status">
				{copied ? `${label} copiado` : ''}
			</span>
		</span>
	)
}
