// Enumeraciones (especificación §3–4) y constantes de negocio (§9). Cada enumeración con etiquetas es una tabla
// valor → etiqueta (`enumeracion`) de la que salen la lista, el tipo y las etiquetas, así la API (class-validator
// `IsIn`, los esquemas) y la interfaz (opciones de `Select`) usan la misma lista con las mismas palabras.

/**
 * Una enumeración escrita una vez: cada valor con su etiqueta, en el orden en que se listan. Devuelve la lista de
 * valores (en ese orden) y la misma tabla de etiquetas; el tipo se deriva de la lista: `(typeof VALORES)[number]`.
 * Los valores no pueden parecer números enteros ('1', '20'): JavaScript los ordena primero.
 */
export function enumeracion<T extends string>(
  etiquetas: Readonly<Record<T, string>>,
): { valores: readonly T[]; etiquetas: Readonly<Record<T, string>> } {
  // as: Object.keys tipa las claves como string[]; las de una tabla Record<T, string> escrita en el código son los T
  return { valores: Object.keys(etiquetas) as T[], etiquetas };
}

/** Convierte una lista de valores y sus etiquetas en opciones `{ value, label }` para un selector. */
export function opcionesDe<T extends string>(
  valores: readonly T[],
  etiquetas: Readonly<Record<T, string>>,
): Array<{ value: T; label: string }> {
  return valores.map((value) => ({ value, label: etiquetas[value] }));
}

/** Indica si `valor` es uno de `valores` (y lo estrecha a ese tipo). */
export function esValorDe<T extends string>(valores: readonly T[], valor: unknown): valor is T {
  return typeof valor === 'string' && (valores as readonly string[]).includes(valor);
}

/** Un objeto de JSON o de una biblioteca, con sus propiedades por leer (no `null` ni una lista). */
export function esObjeto(valor: unknown): valor is Record<string, unknown> {
  return typeof valor === 'object' && valor !== null && !Array.isArray(valor);
}

/** La propiedad `nombre` de un valor sin tipo (JSON de afuera, un error): undefined si no es un objeto o no la tiene. */
export function propiedad(valor: unknown, nombre: string): unknown {
  return typeof valor === 'object' && valor !== null ? Reflect.get(valor, nombre) : undefined;
}

/**
 * El código de un error (`code` de Node, de PostgreSQL, de Fastify) si es texto. No `instanceof Error`: los errores de
 * red de Node pueden venir de otro reino (vm, jest).
 */
export function codigoDe(error: unknown): string | undefined {
  const codigo = propiedad(error, 'code');
  return typeof codigo === 'string' ? codigo : undefined;
}

/** El mensaje de algo lanzado, sea un `Error` o no. */
export function mensajeDe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// Roles (§6). Una tupla y no una `enumeracion`: una ruta de la API declara al menos un rol
// (`readonly [Rol, ...Rol[]]`) y TODOS es esta lista.
export const ROLES = ['admin', 'gerente', 'cobrador'] as const;
export type Rol = (typeof ROLES)[number];
export const ETIQUETAS_ROL: Readonly<Record<Rol, string>> = {
  admin: 'Administrador',
  gerente: 'Gerente',
  cobrador: 'Cobrador',
};

// Estado de clientes y usuarios (§4)
export const { valores: ESTADOS_ACTIVO, etiquetas: ETIQUETAS_ESTADO_ACTIVO } = enumeracion({
  activo: 'Activo',
  inactivo: 'Inactivo',
});
export type EstadoActivo = (typeof ESTADOS_ACTIVO)[number];

// Préstamos (§4)
// Los seis de la especificación y los del libro (docs/libro.md): solicitado (un cobrador lo pidió; no se ha movido
// dinero), rechazado (la solicitud no se aprobó) y castigado (el saldo se dio por perdido). cancelado es un
// desembolso anulado.
export const { valores: ESTADOS_PRESTAMO, etiquetas: ETIQUETAS_ESTADO_PRESTAMO } = enumeracion({
  activo: 'Activo',
  pagado: 'Pagado',
  vencido: 'Vencido',
  mora: 'Mora',
  reenganchado: 'Reenganchado',
  cancelado: 'Cancelado',
  solicitado: 'Solicitado',
  rechazado: 'Rechazado',
  castigado: 'Castigado',
});
export type EstadoPrestamo = (typeof ESTADOS_PRESTAMO)[number];
/**
 * Estados de un préstamo que todavía se cobra: la cartera vigente que revisa el barrido y que cuentan las rutas, los
 * avisos, los reportes y el tablero.
 */
export const ESTADOS_PRESTAMO_ABIERTO = ['activo', 'mora', 'vencido'] as const satisfies readonly EstadoPrestamo[];
/** Orden de la columna estado al ordenar préstamos. */
export const ORDEN_ESTADO_PRESTAMO: readonly EstadoPrestamo[] = [
  'pagado',
  'reenganchado',
  'activo',
  'mora',
  'vencido',
  'castigado',
  'cancelado',
  'solicitado',
  'rechazado',
] as const;
/** Estados que ofrece el formulario de edición; cualquier otro vuelve a `activo`. */
export const ESTADOS_PRESTAMO_EDITABLES = ['activo', 'pagado', 'vencido'] as const;
export type EstadoPrestamoEditable = (typeof ESTADOS_PRESTAMO_EDITABLES)[number];

// Cuotas del plan
// refinanciada: lo que debía pasó a un préstamo nuevo con un reenganche; anulada: el préstamo se canceló con ella abierta.
// condonada: lo que faltaba se perdonó (condonación o liquidación); castigada: el préstamo se castigó con ella abierta.
export const { valores: ESTADOS_CUOTA, etiquetas: ETIQUETAS_ESTADO_CUOTA } = enumeracion({
  pendiente: 'Pendiente',
  parcial: 'Parcial',
  pagada: 'Pagada',
  vencida: 'Vencida',
  refinanciada: 'Refinanciada',
  anulada: 'Anulada',
  condonada: 'Condonada',
  castigada: 'Castigada',
});
export type EstadoCuota = (typeof ESTADOS_CUOTA)[number];

export const { valores: MODALIDADES, etiquetas: ETIQUETAS_MODALIDAD } = enumeracion({
  diario: 'Diario',
  semanal: 'Semanal',
  quincenal: 'Quincenal',
  mensual: 'Mensual',
});
export type Modalidad = (typeof MODALIDADES)[number];

export const { valores: TIPOS_AMORTIZACION, etiquetas: ETIQUETAS_TIPO_AMORTIZACION } = enumeracion({
  capital_final: 'Capital al final',
  amortizable: 'Amortizable',
  interes_adelantado: 'Interés adelantado',
});
export type TipoAmortizacion = (typeof TIPOS_AMORTIZACION)[number];

/**
 * Qué es cada tipo de amortización, en palabras de quien presta: la ayuda junto a su nombre en los formularios (las
 * etiquetas no cambian). «Amortizable» es la cuota fija.
 */
export const AYUDAS_TIPO_AMORTIZACION: Readonly<Record<TipoAmortizacion, string>> = {
  capital_final: 'Cada cuota paga sólo interés; el capital entero se paga en la última cuota.',
  amortizable: 'Cuota fija: todas las cuotas iguales, cada una con capital e interés.',
  interes_adelantado: 'El interés se descuenta al desembolsar; las cuotas, iguales, pagan sólo capital.',
};

// Garantías (§3, §4, §9)
export const { valores: TIPOS_GARANTIA, etiquetas: ETIQUETAS_TIPO_GARANTIA } = enumeracion({
  vehiculo: 'Vehículo',
  inmueble: 'Inmueble',
  equipo: 'Equipo',
  efectivo: 'Efectivo',
  otros: 'Otros',
});
export type TipoGarantia = (typeof TIPOS_GARANTIA)[number];
export const { valores: ESTADOS_GARANTIA, etiquetas: ETIQUETAS_ESTADO_GARANTIA } = enumeracion({
  pendiente: 'Pendiente',
  verificada: 'Verificada',
  liberada: 'Liberada',
  ejecutada: 'Ejecutada',
});
export type EstadoGarantia = (typeof ESTADOS_GARANTIA)[number];

// Metas de cobradores (§3)
export const { valores: ESTADOS_META, etiquetas: ETIQUETAS_ESTADO_META } = enumeracion({
  pendiente: 'Pendiente',
  en_progreso: 'En progreso',
  completada: 'Completada',
  vencida: 'Vencida',
});
export type EstadoMeta = (typeof ESTADOS_META)[number];

// Datos personales del cliente (§3)
export const { valores: SEXOS, etiquetas: ETIQUETAS_SEXO } = enumeracion({
  M: 'Masculino',
  F: 'Femenino',
  O: 'Otro',
});
export type Sexo = (typeof SEXOS)[number];
export const { valores: ESTADOS_CIVILES, etiquetas: ETIQUETAS_ESTADO_CIVIL } = enumeracion({
  S: 'Soltero(a)',
  C: 'Casado(a)',
  D: 'Divorciado(a)',
  V: 'Viudo(a)',
  U: 'Unión libre',
});
export type EstadoCivil = (typeof ESTADOS_CIVILES)[number];

// Reportes (§2)
export const TIPOS_REPORTE = ['general', 'prestamos', 'cobros', 'morosos'] as const;
export type TipoReporte = (typeof TIPOS_REPORTE)[number];

/**
 * Los archivos en que se exporta una tabla (una lista o un reporte: la auditoría, el libro mayor, el reporte de caja,
 * los reportes): CSV o XLSX. Cada exporte lo nombra a su modo; si uno ofrece otro (el plan: PDF), declara el suyo.
 */
export const FORMATOS_TABLA = ['csv', 'xlsx'] as const;
export type FormatoTabla = (typeof FORMATOS_TABLA)[number];

// Rutas de cobro (§2)
export const { valores: TIPOS_RUTA, etiquetas: ETIQUETAS_TIPO_RUTA } = enumeracion({
  vencidos: 'Solo Vencidos',
  todos: 'Todos Activos',
  zona: 'Por Zona',
});
export type TipoRuta = (typeof TIPOS_RUTA)[number];

// Auditoría (§3). Los módulos de la muestra original más los que también registran escrituras reales.
export const MODULOS_AUDITORIA = [
  'Clientes',
  'Préstamos',
  'Cobros',
  'Cobradores',
  'Usuarios',
  'Garantías',
  'Documentos',
  'Metas',
  'Reportes',
  'Sistema',
  'Autenticación',
] as const;
export type ModuloAuditoria = (typeof MODULOS_AUDITORIA)[number];
export const { valores: TIPOS_EVENTO_AUDITORIA, etiquetas: ETIQUETAS_TIPO_EVENTO_AUDITORIA } = enumeracion({
  success: 'Éxito',
  error: 'Error',
  warning: 'Advertencia',
  info: 'Información',
});
export type TipoEventoAuditoria = (typeof TIPOS_EVENTO_AUDITORIA)[number];
export const { valores: RESULTADOS_AUDITORIA, etiquetas: ETIQUETAS_RESULTADO_AUDITORIA } = enumeracion({
  exitoso: 'Exitoso',
  fallido: 'Fallido',
});
export type ResultadoAuditoria = (typeof RESULTADOS_AUDITORIA)[number];

/** Límites y constantes de la especificación §5 y §9. Tamaños en bytes, tiempos en milisegundos. */
export const LIMITES = {
  /** Filas por página en clientes, préstamos y cobros. */
  tamanoPagina: 10,
  /** Registros que el dashboard pide por lista. */
  dashboard: 200,
  /** Filas de las tablas de recientes del dashboard. */
  recientes: 5,
  /** Filas de las tablas de reportes. */
  reportes: 20,
  /** Carga de préstamos, clientes y cobradores en los selectores. */
  cargaPrestamos: 500,
  /** Carga de reportes y rutas. */
  cargaRutas: 1000,
  /** Préstamos que ofrece el formulario de garantías. */
  cargaGarantias: 100,
  /** Máximo `limit` que acepta cualquier lista de la API. */
  limiteMaximo: 1000,
  cedulaDigitos: 11,
  telefonoDigitos: 10,
  fotoMaxEntrada: 5 * 1024 * 1024,
  fotoMaxSalida: 2 * 1024 * 1024,
  /** Lado mayor de la foto optimizada, en píxeles. */
  fotoLado: 800,
  fotoCalidad: 0.85,
  /** Paso del campo ingresos del cliente. */
  ingresosPaso: 50000,
  /** Líneas que guarda el panel de diagnóstico. */
  diagnosticoLineas: 250,
  toastMs: 4000,
  toastExitoMs: 2000,
  toastMax: 20,
  /** Pausa de escritura antes de recalcular la vista previa del préstamo. */
  previewMs: 300,
  /** Cuotas permitidas en un préstamo. */
  cuotasMinimo: 1,
  cuotasMaximo: 1000,
  montoMinimo: 1,
  /** Tope del monto de un préstamo: con 100 % de interés el total aún cabe en NUMERIC(14,2). */
  montoMaximo: 100_000_000_000,
  interesMinimo: 0,
  interesMaximo: 100,
  /** Paso de los campos del formulario de préstamo. */
  montoPaso: 1000,
  interesPaso: 0.1,
  /** Longitud mínima de una contraseña nueva. */
  contrasenaMinimo: 8,
  /** Rango de las fechas de un préstamo: ningún plan desborda el calendario (docs/decisiones/cuotas-cobros-y-estados.md). */
  fechaPrestamoMinima: '2000-01-01',
  fechaPrestamoMaxima: '2100-12-31',
  /** Rango por defecto de los reportes: últimos 30 días. */
  reportesDiasPorDefecto: 30,
} as const;

/** Valores por defecto de un préstamo nuevo (§9). */
export const PRESTAMO_DEFAULTS = {
  interes: 10,
  cuotas: 30,
  modalidad: 'semanal',
  tipoAmortizacion: 'capital_final',
  estado: 'activo',
} as const satisfies {
  interes: number;
  cuotas: number;
  modalidad: Modalidad;
  tipoAmortizacion: TipoAmortizacion;
  estado: EstadoPrestamo;
};

/** Valores por defecto de la pantalla Configuración (sólo en el almacenamiento local del navegador). */
export const CONFIGURACION_DEFAULTS = {
  interes: 20,
  plazoDias: 30,
  moneda: 'COP',
  zonaHoraria: 'America/Bogota',
  /** Rango permitido del plazo por defecto, en días. */
  plazoMinimo: 1,
  plazoMaximo: 365,
} as const;

/** Claves del almacenamiento local del navegador (§9). */
export const CLAVES_ALMACENAMIENTO = {
  token: 'token',
  usuario: 'usuario',
} as const;

/** Zona horaria del negocio. */
export const ZONA_HORARIA = 'America/Bogota';

/**
 * Colombia está en UTC−5 todo el año desde el 4 de abril de 1993, cuando terminó su último horario de verano: el
 * desfase de Bogotá como lo escribe ISO 8601, y el instante desde el que vale.
 */
export const DESFASE_BOGOTA = '-05:00';
export const DESFASE_BOGOTA_DESDE = Date.UTC(1993, 3, 4, 5);

/** Rutas de cobro (§2, §9): estimación por cliente y umbrales de días vencidos. */
export const RUTAS = {
  kmPorCliente: 2.5,
  minutosPorCliente: 30,
  prestamosPorTarjeta: 5,
  /** Más de estos días vencidos: insignia de advertencia. */
  diasAdvertencia: 15,
  /** Más de estos días vencidos: insignia de peligro. */
  diasPeligro: 30,
} as const;

/** Umbrales (porcentaje) de color de las barras de progreso de metas (§2). */
export const UMBRALES_META = {
  completa: 100,
  alta: 75,
  media: 50,
} as const;

/** Más de estas cuotas vencidas oscurecen la insignia de mora de un préstamo (§9). */
export const CUOTAS_VENCIDAS_MORA_GRAVE = 3;

/** Bandas de días de mora (§9: 8, 15 y 30). Sirven al "Aging de Mora" y a la insignia de días promedio. */
export const RANGOS_MORA = [
  { clave: '1-8', etiqueta: '1 a 8 días', desde: 1, hasta: 8, severidad: 'baja' },
  { clave: '9-15', etiqueta: '9 a 15 días', desde: 9, hasta: 15, severidad: 'media' },
  { clave: '16-30', etiqueta: '16 a 30 días', desde: 16, hasta: 30, severidad: 'alta' },
  { clave: '31+', etiqueta: 'Más de 30 días', desde: 31, hasta: null, severidad: 'critica' },
] as const;
export type RangoMora = (typeof RANGOS_MORA)[number];
export type ClaveRangoMora = RangoMora['clave'];

/** Un valor por banda de mora, calculado de cada banda (y su posición en RANGOS_MORA). */
export function porRangoMora<T>(valor: (rango: RangoMora, indice: number) => T): Record<ClaveRangoMora, T> {
  const [r1, r2, r3, r4] = RANGOS_MORA;
  return { [r1.clave]: valor(r1, 0), [r2.clave]: valor(r2, 1), [r3.clave]: valor(r3, 2), [r4.clave]: valor(r4, 3) };
}

/**
 * Banda de mora para unos días de atraso (también un promedio con decimales: 8,5 ya pasa de 8);
 * `null` cuando no hay atraso.
 */
export function bandaDiasMora(dias: number): RangoMora | null {
  if (Number.isNaN(dias) || dias <= 0) return null;
  return RANGOS_MORA.find((rango) => rango.hasta === null || dias <= rango.hasta) ?? null;
}
