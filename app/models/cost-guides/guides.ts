// The cost guides we write content for. Figures are orientative ranges for Spain (2025, VAT
// included), to be reviewed yearly; the point of a guide is to start a job in the right trade.

export type CostGuide = {
	slug: string
	/** The trade preselected in the job wizard. */
	serviceSlug: string
	/** The catalogue's service title whose accepted offers the live range prefers. */
	serviceTitle?: string
	summary: string
	prices: Array<{ concept: string; range: string }>
	factors: string[]
	tip: string
}

export const COST_GUIDES: readonly CostGuide[] = [
	{
		slug: 'pintar-un-piso',
		serviceSlug: 'pintores',
		serviceTitle: 'Pintar piso completo',
		summary:
			'Pintar un piso de 80 a 90 m² con dos manos de pintura plástica suele costar entre 1.200 y 2.500 €, con materiales incluidos.',
		prices: [
			{ concept: 'Pintura plástica en paredes (mano de obra y material)', range: '6 – 12 €/m²' },
			{ concept: 'Piso de 60 m² completo', range: '900 – 1.800 €' },
			{ concept: 'Piso de 90 m² completo', range: '1.400 – 2.500 €' },
			{ concept: 'Quitar gotelé y alisar', range: '8 – 15 €/m² adicionales' },
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
			'Una reforma completa de una cocina de unos 10 m² cuesta habitualmente entre 6.000 y 15.000 €, según los muebles y electrodomésticos elegidos.',
		prices: [
			{ concept: 'Muebles de cocina montados (gama media)', range: '250 – 500 € por metro lineal' },
			{ concept: 'Encimera de cuarzo o compacto', range: '200 – 450 € por metro lineal' },
			{ concept: 'Alicatado y suelo nuevos', range: '1.000 – 2.500 €' },
			{ concept: 'Reforma integral de 10 m²', range: '6.000 – 15.000 €' },
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
			'Cambiar la bañera por un plato de ducha cuesta normalmente entre 900 y 2.000 €, con mampara y alicatado de la zona incluidos.',
		prices: [
			{ concept: 'Retirar la bañera y colocar el plato', range: '500 – 900 €' },
			{ concept: 'Plato de resina (120 × 80 cm)', range: '150 – 400 €' },
			{ concept: 'Mampara de vidrio templado', range: '200 – 600 €' },
			{ concept: 'Alicatado de la zona afectada', range: '200 – 500 €' },
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
			'Instalar un split de aire acondicionado de 3.000 frigorías cuesta entre 700 y 1.500 € con el equipo, o entre 250 y 600 € solo la instalación.',
		prices: [
			{ concept: 'Instalación de un split 1×1 (hasta 3 m de tubería)', range: '250 – 600 €' },
			{ concept: 'Equipo split 1×1 de 3.000 frigorías', range: '450 – 1.000 €' },
			{ concept: 'Sistema multisplit 2×1', range: '1.500 – 3.000 €' },
			{ concept: 'Metro adicional de tubería', range: '25 – 50 €' },
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
			'Cambiar una ventana estándar por una de PVC o aluminio con rotura de puente térmico cuesta entre 350 y 900 € por unidad instalada.',
		prices: [
			{ concept: 'Ventana de PVC de 120 × 120 cm instalada', range: '400 – 800 €' },
			{ concept: 'Ventana de aluminio con rotura de puente térmico', range: '350 – 900 €' },
			{ concept: 'Balconera de dos hojas', range: '700 – 1.500 €' },
			{ concept: 'Persiana y cajón nuevos', range: '150 – 400 € por ventana' },
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
			'Poner tarima flotante laminada cuesta entre 20 y 45 €/m² con el material y la colocación; un piso de 70 m² sale por unos 1.500 a 3.000 €.',
		prices: [
			{ concept: 'Laminado AC4 colocado', range: '20 – 35 €/m²' },
			{ concept: 'Suelo vinílico en lamas colocado', range: '25 – 45 €/m²' },
			{ concept: 'Rodapié', range: '6 – 12 € por metro lineal' },
			{ concept: 'Retirada del suelo antiguo', range: '5 – 12 €/m²' },
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
			'Añadir un punto de luz o un enchufe cuesta entre 40 y 120 € por punto; renovar toda la instalación de un piso de 80 m² ronda los 3.000 a 6.000 €.',
		prices: [
			{ concept: 'Nuevo enchufe o punto de luz', range: '40 – 120 € por punto' },
			{ concept: 'Cambio del cuadro eléctrico', range: '300 – 700 €' },
			{ concept: 'Certificado de instalación (boletín)', range: '100 – 250 €' },
			{ concept: 'Instalación completa de un piso de 80 m²', range: '3.000 – 6.000 €' },
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
		summary:
			'Cambiar una caldera de gas por una de condensación cuesta entre 1.500 y 3.000 € con la instalación y la puesta en marcha.',
		prices: [
			{ concept: 'Caldera de condensación de 24–25 kW', range: '900 – 1.800 €' },
			{ concept: 'Desmontaje e instalación', range: '300 – 700 €' },
			{ concept: 'Adaptación de la salida de humos', range: '150 – 500 €' },
			{ concept: 'Revisión anual obligatoria', range: '70 – 120 €' },
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
		summary:
			'Reparar una gotera localizada cuesta entre 300 y 1.500 €; retejar una cubierta de teja cerámica ronda los 40 a 90 €/m².',
		prices: [
			{ concept: 'Reparación de una gotera', range: '300 – 1.500 €' },
			{ concept: 'Retejado con teja cerámica', range: '40 – 90 €/m²' },
			{ concept: 'Impermeabilización de cubierta plana', range: '25 – 60 €/m²' },
			{ concept: 'Canalones de aluminio', range: '25 – 50 € por metro lineal' },
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
		summary:
			'Una mudanza de un piso de dos dormitorios dentro de la misma ciudad cuesta entre 300 y 900 €; entre provincias, entre 900 y 2.500 €.',
		prices: [
			{ concept: 'Mudanza local de un estudio', range: '200 – 450 €' },
			{ concept: 'Mudanza local de un piso de dos dormitorios', range: '300 – 900 €' },
			{ concept: 'Mudanza entre provincias', range: '900 – 2.500 €' },
			{ concept: 'Embalaje y montaje de muebles', range: '150 – 500 € adicionales' },
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
