import { prepareDatabase } from '#prisma/db/prepare.ts'
import { FULL_SCALE, loadScaleData } from '#prisma/db/scale-data.ts'
const db = await prepareDatabase({ embeddedDir: '.data/bench/postgres', embeddedPort: 54319, postalCodesFile: '../shared/data/es-postal-codes.csv', seedDemoData: true, log: console.log })
await loadScaleData(db.url, FULL_SCALE, console.log)
await db.stop()
