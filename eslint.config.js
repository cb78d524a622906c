// ESLint 9 flat config: a modest rule set that holds on the whole tree, run by `npm test`.
// The rule that matters most: routes are thin adapters, so no file under app/routes reaches the
// database client or the generated Prisma types; data access lives in app/models/<domain>/.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// one owner per rule: a rule written again inline drifts from its owner (docs/architecture.md)
const ONE_OWNER_RULES = [
	{
		selector: "Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name='Intl']",
		message:
			"An Intl object made at module load loads the locale's data as the page starts (40–80 ms of a phone's main thread): make it with onFirstUse from app/lib/format.ts.",
	},
	{
		selector:
			"LogicalExpression:has(MemberExpression[property.name='serviceTitle']):has(MemberExpression[property.name='otherTitle'])",
		message: 'A job title is jobTitle(job) from app/models/job-rules/job-title.ts.',
	},
	{
		selector:
			"Property[key.name='where'] > ObjectExpression:has(> Property[key.name='status'][value.value='active']):has(> Property[key.name='endDate'])",
		message:
			'A subscription in force is activeSubscriptionWhere(now) (or activeSubscriptionSql) from app/models/subscriptions/active-subscription.server.ts.',
	},
	{
		selector: "CallExpression[callee.name='publishToUser'] > Literal[value=/^(notification|getOffer)$/]",
		message: 'A notification is pushed by pushNotification (or notify) from app/models/notifications/notify.server.ts.',
	},
	{
		selector: 'TemplateElement[value.raw=/\\"status\\" = \'active\'/]',
		message:
			'A subscription in force is activeSubscriptionSql(alias, now) from app/models/subscriptions/active-subscription.server.ts.',
	},
]

// one door for page actions (docs/decisions/058): formAction reads and parses the form
// a page action maps a refusal through app/lib/form-action.server.ts, never its own catch
const NO_OWN_CATCH = {
	selector: 'CatchClause[param]',
	message:
		'A page action maps an AppError with formAction, or toastAction for a bare button (loadOrToast in a loader; app/lib/form-action.server.ts), not a catch of its own.',
}

const ONE_DOOR_RULES = [
	{
		selector: "CallExpression[callee.property.name='formData']",
		message:
			'A page action does not read its body: formAction(request, { schema, run }) does (app/lib/form-action.server.ts).',
	},
	{
		// the browser's own validation (useForm's onValidate) parses with the same schema
		selector: "CallExpression[callee.name='parseWithZod']:not(Property[key.name='onValidate'] CallExpression)",
		message:
			'A page action does not parse its form: formAction(request, { schema, run }) does (app/lib/form-action.server.ts).',
	},
]

export default tseslint.config(
	{
		ignores: [
			'build/**',
			'node_modules/**',
			'.data/**',
			'app/generated/**',
			'prisma/migrations/**',
			'tools/**',
			'public/**',
			'test-results/**',
			'playwright-report/**',
			'e2e/.screenshots/**',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx,js,mjs}'],
		languageOptions: { globals: { ...globals.node, ...globals.browser } },
		linterOptions: { reportUnusedDisableDirectives: 'error' },
		rules: {
			// tsc (noUnusedLocals/Parameters) already reports these
			'@typescript-eslint/no-unused-vars': 'off',
			'@typescript-eslint/consistent-type-imports': [
				'error',
				{ fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
			],
		},
	},
	{
		// .dependency-cruiser.cjs: the tool reads a CommonJS config
		files: ['**/*.cjs'],
		languageOptions: { sourceType: 'commonjs', globals: globals.node },
	},
	{
		files: ['app/**/*.{ts,tsx}'],
		plugins: { 'react-hooks': reactHooks },
		rules: {
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'warn',
		},
	},
	{
		// tests read loosely typed JSON answers and Remix data; `any` there is a choice, not a slip
		files: ['tests/**', 'e2e/**'],
		rules: { '@typescript-eslint/no-explicit-any': 'off' },
	},
	{
		// one owner per rule: a rule written again inline drifts from its owner (docs/architecture.md)
		files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'server.ts'],
		ignores: [
			'app/models/job-rules/job-title.ts',
			'app/models/jobs/job-wizard.schema.ts',
			'app/models/subscriptions/active-subscription.server.ts',
			'app/models/notifications/notify.server.ts',
			'app/generated/**',
		],
		rules: {
			'no-restricted-syntax': ['error', ...ONE_OWNER_RULES],
		},
	},
	{
		files: ['app/routes/**'],
		rules: {
			// the same rules as everywhere (a rule setting replaces the one above for these files), and
			// a page action maps a refusal through app/lib/form-action.server.ts, never its own catch
			'no-restricted-syntax': ['error', ...ONE_OWNER_RULES, NO_OWN_CATCH, ...ONE_DOOR_RULES],
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['#app/lib/db.server*', '**/lib/db.server*'],
							message: 'Routes are thin adapters: call a function of app/models/<domain>/ instead of Prisma.',
						},
						{
							group: ['#app/generated/*', '**/generated/*', '**/generated/prisma*'],
							message: 'Routes do not use the generated Prisma types: import the type from the domain model.',
						},
					],
				},
			],
		},
	},
)
