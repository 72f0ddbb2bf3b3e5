// Congelado (docs/decisiones/migraciones-congeladas.md): las listas de @cartera/dominio que escribían en el esquema
// las migraciones 1795353640000-tasa-efectiva-y-usura (806eba87) y 1795354500000-interes-de-mora (b199114f), con
// los valores que tenían cuando se publicaron. Los valores que se agregaron después los agrega, cada uno, la
// migración que los trajo (restricciones.ts). No se corrige ni se refactoriza.

/** Tipos de crédito de la tasa de usura y su acción, en 1795353640000-tasa-efectiva-y-usura. */
export const USURA_DE_ENTONCES = {
  tiposCredito: [
    'consumo_ordinario',
    'microcredito',
    'popular_productivo_urbano',
    'popular_productivo_rural',
    'productivo_mayor_monto',
    'consumo_bajo_monto',
  ],
  tipoCreditoDefecto: 'consumo_ordinario',
  accionesUsura: ['avisar', 'rechazar'],
} as const;

const TIPOS_MOVIMIENTO = [
  'desembolso',
  'cobro',
  'reversion',
  'condonacion',
  'liquidacion',
  'castigo',
  'recuperacion',
  'anulacion',
  'reenganche',
  'mora',
] as const;

/** Lo que escribía 1795354500000-interes-de-mora: límites, tipos de movimiento y de asiento, y las cuentas de la mora. */
export const MORA_DE_ENTONCES = {
  limites: { diasGraciaMaximo: 90, tasaMaxima: 1000 },
  periodicidades: ['anual', 'mensual'],
  tiposMovimiento: TIPOS_MOVIMIENTO,
  tiposAsiento: [...TIPOS_MOVIMIENTO, 'gasto', 'entrega', 'movimiento_caja', 'saldo_inicial', 'reverso'],
  cuentas: [
    { clave: 'cartera_mora', codigo: '140515', nombre: 'Cartera de créditos — intereses de mora', clase: 'activo', naturaleza: 'debito' },
    { clave: 'mora_diferida', codigo: '270510', nombre: 'Intereses de mora por cobrar (diferidos)', clase: 'pasivo', naturaleza: 'credito' },
    { clave: 'ingresos_mora', codigo: '415020', nombre: 'Ingresos por intereses de mora', clase: 'ingreso', naturaleza: 'credito' },
  ],
} as const;
