// Shared by the admission queue, the Socket.IO address cap and the account traces.
/**
 * The key a client is counted under: its address, an IPv6 address by its /64 (what one
 * subscriber gets, so one machine cannot take a share per address of its prefix).
 */
export function clientKey(address: string | undefined) {
	if (!address) return 'unknown'
	const ip = address.split('%')[0]!
	if (!ip.includes(':')) return ip
	if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip.slice(7)
	const [head = '', tail] = ip.split('::')
	const front = head ? head.split(':') : []
	const back = tail ? tail.split(':') : []
	const groups =
		tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back]
	return `${groups
		.slice(0, 4)
		.map((group) => parseInt(group || '0', 16).toString(16))
		.join(':')}::/64`
}
