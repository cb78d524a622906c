// The cost guides we write content for. Figures are orientative ranges for Spain (2025, VAT
// included), to be reviewed yearly; the point of a guide is to start a job in the right trade.
// Every figure a guide's text says lives once, in its table: the summary names rows ({2} is row
// 2's range), and a row marked `live` is replaced by the accepted offers' figures when there are
// some for the guide's own service (guide-figures.ts), so text and table never disagree.
import { type PriceMetric } from '#app/models/prices/prices.ts'

export type GuideRow = {
	concept: string
	/** editorial figures, euros */
	low: number
	high: number
	/** what follows the figures: «€», «€/m²», «€ por metro lineal» */
	unit: string
	/** the accepted offers' figure that stands for this row: a total, a price per m², or per m² × a size */
	live?: { metric: PriceMetric; squareMeters?: number }
}

export type CostGuide = {
	slug: string
	/** The trade preselected in the job wizard. */
	serviceSlug: string
	/** The catalogue's service title whose accepted offers the live range prefers. */
	serviceTitle?: string
	/** one or two sentences whose figures are rows of `prices`: «… cuesta {2}.» */
	summary: string
	prices: GuideRow[]
	factors: string[]
	tip: string
}

export const COST_GUIDES: readonly CostGuide[] = [
	{
		slug: 'pintar-un-piso',
		serviceSlug: 'pintores',
		serviceTitle: 'Pintar piso completo',
		summary: 'Pintar un piso de 90 m² con dos manos de pintura plástica, con materiales incluidos, suele costar {2}.',
		prices: [
			{ concept: 'Piso completo, por m² de superficie', low: 15, high: 28, unit: '€/m²', live: { metric: 'm2' } },
			{ concept: 'Piso de 60 m² completo', low: 900, high: 1800, unit: '€', live: { metric: 'm2', squareMeters: 60 } },
			{ concept: 'Piso de 90 m² completo', low: 1400, high: 2500, unit: '€', live: { metric: 'm2', squareMeters: 90 } },
			{ concept: 'Quitar gotelé y alisar', low: 8, high: 15, unit: '€/m² adicionales' },
		],
		factors: [
			'El estado de las paredes: grietas, humedades o gotelé encarecen la preparación.',
			'Techos altos, molduras y colores oscuros que necesitan más manos.',
			'Si el piso está vacío o hay que proteger y mover muebles.',
		],
		tip: 'Pide que el presupuesto detalle la marca de la pintura, el número de manos y si incluye techos y puertas.',
	},
	{
		slug: 'reformar-una-cocina',
		serviceSlug: 'instaladores-de-cocinas',
		summary:
			'Una reforma completa de una cocina de unos 10 m² cuesta habitualmente {3}, según los muebles y electrodomésticos elegidos.',
		prices: [
			{ concept: 'Muebles de cocina montados (gama media)', low: 250, high: 500, unit: '€ por metro lineal' },
			{ concept: 'Encimera de cuarzo o compacto', low: 200, high: 450, unit: '€ por metro lineal' },
			{ concept: 'Alicatado y suelo nuevos', low: 1000, high: 2500, unit: '€' },
			{ concept: 'Reforma integral de 10 m²', low: 6000, high: 15000, unit: '€' },
		],
		factors: [
			'Cambiar la distribución obliga a mover tomas de agua, desagües y electricidad.',
			'La gama de muebles, encimera y electrodomésticos.',
			'Si hay que renovar la instalación eléctrica para cumplir el reglamento.',
		],
		tip: 'Mide la cocina y haz fotos de las tomas de agua y de luz: los presupuestos serán más precisos.',
	},
	{
		slug: 'poner-un-plato-de-ducha',
		serviceSlug: 'fontaneria',
		serviceTitle: 'Cambiar bañera por plato de ducha',
		summary:
			'Cambiar la bañera por un plato de ducha, con mampara y alicatado de la zona incluidos, cuesta normalmente {0}.',
		prices: [
			{
				concept: 'Cambio completo, con plato, mampara y alicatado',
				low: 900,
				high: 2000,
				unit: '€',
				live: { metric: 'total' },
			},
			{ concept: 'Retirar la bañera y colocar el plato', low: 500, high: 900, unit: '€' },
			{ concept: 'Plato de resina (120 × 80 cm)', low: 150, high: 400, unit: '€' },
			{ concept: 'Mampara de vidrio templado', low: 200, high: 600, unit: '€' },
			{ concept: 'Alicatado de la zona afectada', low: 200, high: 500, unit: '€' },
		],
		factors: [
			'Si el desagüe permite un plato a ras de suelo o hay que elevarlo.',
			'Reponer azulejos iguales a los existentes no siempre es posible.',
			'Grifería termostática o columna de ducha.',
		],
		tip: 'Pregunta si el presupuesto incluye la retirada de escombros y la impermeabilización bajo el plato.',
	},
	{
		slug: 'instalar-aire-acondicionado',
		serviceSlug: 'aire-acondicionado',
		serviceTitle: 'Instalar aire acondicionado split',
		summary:
			'Instalar un split de aire acondicionado de 3.000 frigorías cuesta {0} con el equipo, o {1} solo la instalación.',
		prices: [
			{
				concept: 'Split 1×1 de 3.000 frigorías, con el equipo y la instalación',
				low: 700,
				high: 1500,
				unit: '€',
				live: { metric: 'total' },
			},
			{ concept: 'Instalación de un split 1×1 (hasta 3 m de tubería)', low: 250, high: 600, unit: '€' },
			{ concept: 'Equipo split 1×1 de 3.000 frigorías', low: 450, high: 1000, unit: '€' },
			{ concept: 'Sistema multisplit 2×1', low: 1500, high: 3000, unit: '€' },
			{ concept: 'Metro adicional de tubería', low: 25, high: 50, unit: '€' },
		],
		factors: [
			'La distancia entre la unidad interior y la exterior.',
			'Si hace falta andamio, grúa o permiso de la comunidad para la fachada.',
			'La eficiencia energética del equipo (A+++ ahorra en la factura).',
		],
		tip: 'La instalación la debe hacer una empresa habilitada en gases fluorados, que te entregará el certificado.',
	},
	{
		slug: 'cambiar-las-ventanas',
		serviceSlug: 'ventanas',
		summary:
			'Cambiar una ventana estándar por una de aluminio con rotura de puente térmico cuesta {1} por unidad instalada.',
		prices: [
			{ concept: 'Ventana de PVC de 120 × 120 cm instalada', low: 400, high: 800, unit: '€' },
			{ concept: 'Ventana de aluminio con rotura de puente térmico', low: 350, high: 900, unit: '€' },
			{ concept: 'Balconera de dos hojas', low: 700, high: 1500, unit: '€' },
			{ concept: 'Persiana y cajón nuevos', low: 150, high: 400, unit: '€ por ventana' },
		],
		factors: [
			'El tipo de vidrio (doble o triple, bajo emisivo, acústico).',
			'Si se cambia también el marco o se hace una instalación sobre el marco antiguo.',
			'Pisos altos que requieren medios de elevación.',
		],
		tip: 'Consulta las ayudas de rehabilitación energética de tu comunidad autónoma antes de encargar la obra.',
	},
	{
		slug: 'poner-tarima-flotante',
		serviceSlug: 'suelos',
		serviceTitle: 'Instalar tarima flotante',
		summary:
			'Poner tarima flotante laminada cuesta {0} con el material y la colocación; un piso de 70 m² sale por {1}.',
		prices: [
			{ concept: 'Laminado AC4 colocado', low: 20, high: 35, unit: '€/m²', live: { metric: 'm2' } },
			{
				concept: 'Piso de 70 m² en laminado',
				low: 1500,
				high: 3000,
				unit: '€',
				live: { metric: 'm2', squareMeters: 70 },
			},
			{ concept: 'Suelo vinílico en lamas colocado', low: 25, high: 45, unit: '€/m²' },
			{ concept: 'Rodapié', low: 6, high: 12, unit: '€ por metro lineal' },
			{ concept: 'Retirada del suelo antiguo', low: 5, high: 12, unit: '€/m²' },
		],
		factors: [
			'Si el suelo existente está nivelado o hay que regularizarlo.',
			'Recortar puertas y colocar perfiles de transición.',
			'La resistencia al agua si va en cocina o baño.',
		],
		tip: 'Compra un 5–10 % más de material para los cortes y guarda una caja para futuras reparaciones.',
	},
	{
		slug: 'instalar-puntos-de-luz',
		serviceSlug: 'electricista',
		summary:
			'Añadir un punto de luz o un enchufe cuesta {0}; renovar toda la instalación de un piso de 80 m² ronda {3}.',
		prices: [
			{ concept: 'Nuevo enchufe o punto de luz', low: 40, high: 120, unit: '€ por punto' },
			{ concept: 'Cambio del cuadro eléctrico', low: 300, high: 700, unit: '€' },
			{ concept: 'Certificado de instalación (boletín)', low: 100, high: 250, unit: '€' },
			{ concept: 'Instalación completa de un piso de 80 m²', low: 3000, high: 6000, unit: '€' },
		],
		factors: [
			'Cableado por regata (con obra) o por canaleta vista.',
			'El número de circuitos que exige el reglamento de baja tensión.',
			'Si hace falta aumentar la potencia contratada.',
		],
		tip: 'Pide siempre el certificado de instalación eléctrica firmado por un instalador autorizado.',
	},
	{
		slug: 'cambiar-la-caldera',
		serviceSlug: 'calefaccion',
		serviceTitle: 'Cambiar caldera',
		summary: 'Cambiar una caldera de gas por una de condensación cuesta {0} con la instalación y la puesta en marcha.',
		prices: [
			{
				concept: 'Cambio completo, con la instalación y la puesta en marcha',
				low: 1500,
				high: 3000,
				unit: '€',
				live: { metric: 'total' },
			},
			{ concept: 'Caldera de condensación de 24–25 kW', low: 900, high: 1800, unit: '€' },
			{ concept: 'Desmontaje e instalación', low: 300, high: 700, unit: '€' },
			{ concept: 'Adaptación de la salida de humos', low: 150, high: 500, unit: '€' },
			{ concept: 'Revisión anual obligatoria', low: 70, high: 120, unit: '€' },
		],
		factors: [
			'La potencia necesaria según el tamaño de la vivienda y el agua caliente.',
			'Si la nueva caldera va en el mismo sitio que la anterior.',
			'Termostatos programables o WiFi.',
		],
		tip: 'Pregunta por la garantía del fabricante y por quién hará la puesta en marcha oficial.',
	},
	{
		slug: 'arreglar-un-tejado',
		serviceSlug: 'tejados-y-cubiertas',
		summary: 'Reparar una gotera localizada cuesta {0}; retejar una cubierta de teja cerámica ronda {1}.',
		prices: [
			{ concept: 'Reparación de una gotera', low: 300, high: 1500, unit: '€' },
			{ concept: 'Retejado con teja cerámica', low: 40, high: 90, unit: '€/m²' },
			{ concept: 'Impermeabilización de cubierta plana', low: 25, high: 60, unit: '€/m²' },
			{ concept: 'Canalones de aluminio', low: 25, high: 50, unit: '€ por metro lineal' },
		],
		factors: [
			'La altura y la pendiente: andamios y líneas de vida encarecen la obra.',
			'El estado de la estructura bajo las tejas.',
			'En comunidades, la obra suele necesitar acuerdo de la junta.',
		],
		tip: 'Tras una tormenta, haz fotos de los daños: el seguro del hogar puede cubrir parte de la reparación.',
	},
	{
		slug: 'hacer-una-mudanza',
		serviceSlug: 'mudanzas',
		summary: 'Una mudanza de un piso de dos dormitorios dentro de la misma ciudad cuesta {1}; entre provincias, {2}.',
		prices: [
			{ concept: 'Mudanza local de un estudio', low: 200, high: 450, unit: '€' },
			{ concept: 'Mudanza local de un piso de dos dormitorios', low: 300, high: 900, unit: '€' },
			{ concept: 'Mudanza entre provincias', low: 900, high: 2500, unit: '€' },
			{ concept: 'Embalaje y montaje de muebles', low: 150, high: 500, unit: '€ adicionales' },
		],
		factors: [
			'El volumen a transportar en metros cúbicos.',
			'Pisos sin ascensor o calles donde no puede aparcar el camión.',
			'Fechas: fin de mes y verano son más caros.',
		],
		tip: 'Pide que la empresa visite tu casa o valore el volumen por vídeo antes de darte un precio cerrado.',
	},
]

export function getCostGuide(slug: string) {
	return COST_GUIDES.find((guide) => guide.slug === slug) ?? null
}
