// Editing an own job from the client's dashboard: the wizard's step schemas, merged.
import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'
import { DateStep, DescriptionStep, SizeStep } from './job-wizard.schema.ts'

export const JobEditSchema = z
	.object({
		title: singleLine({ error: 'Se requiere el título' })
			.trim()
			.min(1, 'Se requiere el título')
			.max(120, 'Máximo 120 caracteres'),
	})
	.extend(SizeStep.shape)
	.extend(DescriptionStep.shape)
	.extend(DateStep.shape)
