// deploy/nginx.conf as shipped, made to run in a test (the fault suite, the deploy rehearsal): its
// two upstreams are the given instances, it listens on a plain port without TLS (no redirect
// server, no certificates), and every file it writes lives under `dir`. Returns the main config.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export function writeTestNginx(
	shipped: string,
	{ instances, port, dir }: { instances: [number, number]; port: number; dir: string },
) {
	mkdirSync(dir, { recursive: true })
	const site = shipped
		.replaceAll('127.0.0.1:3000', `127.0.0.1:${instances[0]}`)
		.replaceAll('127.0.0.1:3001', `127.0.0.1:${instances[1]}`)
		.replace(/server \{\n\tlisten 80;[\s\S]*?\n\}\n/, '')
		.replace(/\tlisten 443 ssl http2;\n\tlisten \[::\]:443 ssl http2;\n/, `\tlisten 127.0.0.1:${port};\n`)
		.replace(/\tssl_certificate.*\n/g, '')
		.replace(/access_log \/var\/log\/nginx\/\S+ /, `access_log ${dir}/access.log `)
	if (!site.includes(`listen 127.0.0.1:${port}`)) throw new Error('deploy/nginx.conf cambió: no se pudo adaptar')
	writeFileSync(path.join(dir, 'site.conf'), site)
	const config = path.join(dir, 'nginx.conf')
	writeFileSync(
		config,
		[
			'daemon off;',
			'user root;',
			'worker_processes 1;',
			`pid ${dir}/nginx.pid;`,
			`error_log ${dir}/error.log warn;`,
			'events { worker_connections 1024; }',
			'http {',
			...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `\t${kind}_temp_path ${dir}/${kind};`),
			`\tinclude ${dir}/site.conf;`,
			'}',
			'',
		].join('\n'),
	)
	return config
}
