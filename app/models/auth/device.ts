// How «Sesiones abiertas» names where a session was opened: the browser and system from its
// User-Agent, and the address shortened to its network (no location service: the address is all
// we have, and its last part says nothing useful to the user anyway).

const BROWSERS: Array<[RegExp, string]> = [
	[/Edg(A|iOS)?\//, 'Edge'],
	[/OPR\/|Opera/, 'Opera'],
	[/SamsungBrowser\//, 'Samsung Internet'],
	[/Firefox\/|FxiOS\//, 'Firefox'],
	[/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
	[/Safari\//, 'Safari'],
]

const SYSTEMS: Array<[RegExp, string]> = [
	[/Android/, 'Android'],
	[/iPhone|iPod/, 'iPhone'],
	[/iPad/, 'iPad'],
	[/CrOS/, 'ChromeOS'],
	[/Windows/, 'Windows'],
	[/Mac OS X|Macintosh/, 'Mac'],
	[/Linux/, 'Linux'],
]

/** «Chrome en Android», «Firefox en Windows»; an app or script without a browser: «Aplicación». */
export function describeDevice(userAgent: string) {
	const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
	const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
	if (browser && system) return `${browser} en ${system}`
	if (browser) return browser
	if (system) return `Aplicación en ${system}`
	return userAgent ? 'Aplicación' : 'Dispositivo desconocido'
}

/**
 * The network an address belongs to: «83.45.120.x» (IPv4 without its last part), the first three
 * groups of an IPv6 address, «red local» for private and loopback addresses, or null.
 */
export function approximateAddress(ip: string) {
	const address = ip.replace(/^::ffff:/i, '')
	const v4 = address.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/)
	if (v4) {
		const [a, b] = [Number(v4[1]), Number(v4[2])]
		if (a === 10 || a === 127 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31)) return 'red local'
		return `${v4[1]}.${v4[2]}.${v4[3]}.x`
	}
	if (address.includes(':')) {
		if (address === '::1' || /^f[cd]/i.test(address) || /^fe80/i.test(address)) return 'red local'
		return `${address.split(':').slice(0, 3).join(':')}::/48`
	}
	return null
}
