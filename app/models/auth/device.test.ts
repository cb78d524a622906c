import { describe, expect, test } from 'vitest'
import { approximateAddress, describeDevice } from './device.ts'

describe('describeDevice', () => {
	test.each([
		[
			'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
			'Chrome en Android',
		],
		[
			'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
			'Safari en iPhone',
		],
		['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox en Windows'],
		[
			'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
			'Edge en Windows',
		],
		[
			'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
			'Safari en Mac',
		],
		['okhttp/4.12.0', 'Aplicación'],
		['', 'Dispositivo desconocido'],
	])('%s', (userAgent, expected) => {
		expect(describeDevice(userAgent)).toBe(expected)
	})
})

describe('approximateAddress', () => {
	test.each([
		['83.45.120.17', '83.45.120.x'],
		['::ffff:83.45.120.17', '83.45.120.x'],
		['192.168.1.20', 'red local'],
		['127.0.0.1', 'red local'],
		['::1', 'red local'],
		['2a01:4f8:c17:1234::1', '2a01:4f8:c17::/48'],
		['', null],
		['unknown', null],
	])('%s', (ip, expected) => {
		expect(approximateAddress(ip)).toBe(expected)
	})
})
