// Lo que sortea la prueba de caja negra del núcleo de dinero (nucleo-dinero.propiedades.e2e-spec.ts): quién hace
// cada operación, las operaciones de dinero al azar con su peso, los umbrales bajos a propósito, las cuentas del mayor
// que compara y lo que la prueba lleva aparte del efectivo de cada cobrador.
import fc from 'fast-check';

export type Actor = 'admin' | 'gerente' | 'gerente2' | 'cobrador1' | 'cobrador2';
// Los gerentes son quienes pasan por los umbrales: la mayoría de las operaciones de oficina son suyas.
export const OFICINA: readonly Actor[] = ['gerente', 'gerente2', 'admin', 'gerente', 'gerente2'];
export const COBRADORES = ['cobrador1', 'cobrador2'] as const;
export type Cobrador = (typeof COBRADORES)[number];

export type Operacion =
  | {
      tipo: 'desembolso';
      cliente: number;
      monto: number;
      amortizacion: number;
      diasAtras: number;
      actor: number;
    }
  | {
      tipo: 'cobro';
      prestamo: number;
      fraccion: number;
      actor: number;
      transferencia: boolean;
      aNombre: boolean;
      /** Días atrás de la fecha del cobro (dentro de lo que admite un cobrador). */
      diasAtras: number;
    }
  | { tipo: 'pagarCuota'; prestamo: number; numero: number; fraccion: number; actor: number }
  | { tipo: 'liquidar' | 'condonar'; prestamo: number; fraccion: number; actor: number }
  | {
      tipo: 'castigar' | 'recuperar' | 'borrarCobro' | 'anular' | 'corregir';
      prestamo: number;
      actor: number;
    }
  | { tipo: 'reenganche'; prestamo: number; monto: number; actor: number }
  | { tipo: 'gasto' | 'entregar'; cobrador: number; fraccion: number }
  | { tipo: 'confirmar'; fraccion: number; actor: number }
  | { tipo: 'barrido' }
  | { tipo: 'aprobar'; indice: number; actor: number }
  | {
      tipo: 'pedazos';
      clase: 'desembolso' | 'condonacion';
      prestamo: number;
      cliente: number;
      partes: number;
      actor: number;
    };

export const CORRIDAS = Number(process.env.PROPIEDADES_RUNS ?? 3);
export const SEMILLA = Number(process.env.PROPIEDADES_SEMILLA ?? 20261127);

/** Umbrales bajos a propósito: los montos de la prueba los pasan sumando pedazos. */
export const UMBRALES = {
  prestamoGerente: 500_000,
  condonacion: 100_000,
  castigo: 400_000,
  gerenteDiario: 3_000_000,
};
export const AMORTIZACIONES = ['amortizable', 'capital_final', 'interes_adelantado'] as const;

// Cuentas del plan con que nace una instalación (los códigos, no el código que asienta).
export const CAPITAL = '140505';
export const INTERES = '140510';
export const MORA = '140515';
export const DIFERIDO = '270505';
export const MORA_DIFERIDA = '270510';
export const RECUPERACIONES = '425035';
export const esEfectivo = (codigo: string) => codigo.startsWith('1105') || codigo.startsWith('1110');

const fraccion = fc.double({ min: 0.05, max: 1, noNaN: true });
const prestamo = fc.nat({ max: 7 });
const actor = fc.nat({ max: 4 });
export const operacion: fc.Arbitrary<Operacion> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      tipo: fc.constant('desembolso' as const),
      cliente: fc.nat({ max: 3 }),
      monto: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 2, max: 9 }) },
        fc.integer({ min: 10, max: 40 }),
      ),
      amortizacion: fc.nat({ max: 2 }),
      diasAtras: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 20, max: 40 })),
      actor,
    }),
  },
  {
    weight: 7,
    arbitrary: fc.record({
      tipo: fc.constant('cobro' as const),
      prestamo,
      fraccion,
      actor,
      transferencia: fc.boolean(),
      aNombre: fc.boolean(),
      diasAtras: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 2 })),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      tipo: fc.constant('pagarCuota' as const),
      prestamo,
      numero: fc.integer({ min: 1, max: 4 }),
      fraccion,
      actor,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      tipo: fc.constant('liquidar' as const),
      prestamo,
      fraccion: fc.double({ min: 0.6, max: 1, noNaN: true }),
      actor,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      tipo: fc.constant('condonar' as const),
      prestamo,
      fraccion: fc.double({ min: 0.01, max: 0.2, noNaN: true }),
      actor,
    }),
  },
  { weight: 1, arbitrary: fc.record({ tipo: fc.constant('castigar' as const), prestamo, actor }) },
  { weight: 1, arbitrary: fc.record({ tipo: fc.constant('recuperar' as const), prestamo, actor }) },
  { weight: 1, arbitrary: fc.record({ tipo: fc.constant('borrarCobro' as const), prestamo, actor }) },
  { weight: 1, arbitrary: fc.record({ tipo: fc.constant('anular' as const), prestamo, actor }) },
  { weight: 1, arbitrary: fc.record({ tipo: fc.constant('corregir' as const), prestamo, actor }) },
  {
    weight: 1,
    arbitrary: fc.record({
      tipo: fc.constant('reenganche' as const),
      prestamo,
      monto: fc.integer({ min: 1, max: 20 }),
      actor,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ tipo: fc.constant('gasto' as const), cobrador: fc.nat({ max: 1 }), fraccion }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      tipo: fc.constant('entregar' as const),
      cobrador: fc.nat({ max: 1 }),
      fraccion: fc.double({ min: 0.8, max: 1.1, noNaN: true }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      tipo: fc.constant('confirmar' as const),
      fraccion: fc.double({ min: 0.8, max: 1.1, noNaN: true }),
      actor,
    }),
  },
  { weight: 1, arbitrary: fc.record({ tipo: fc.constant('barrido' as const) }) },
  {
    // Aprueba un administrador o un gerente (una solicitud ajena, hasta su umbral; lo demás le responde 403).
    weight: 2,
    arbitrary: fc.record({
      tipo: fc.constant('aprobar' as const),
      indice: fc.nat({ max: 5 }),
      actor: fc.nat({ max: 2 }),
    }),
  },
  {
    // Un gerente parte un monto grande en pedazos por debajo del umbral (préstamos al mismo cliente, condonaciones
    // al mismo préstamo): la suma del día debe esperar a un administrador.
    weight: 2,
    arbitrary: fc.record({
      tipo: fc.constant('pedazos' as const),
      clase: fc.constantFrom('desembolso' as const, 'condonacion' as const),
      prestamo,
      cliente: fc.nat({ max: 3 }),
      partes: fc.integer({ min: 2, max: 4 }),
      actor: fc.nat({ max: 1 }),
    }),
  },
);

/** Lo que esta prueba sabe de cada cobro en efectivo en poder de un cobrador. */
export interface CobroEnPoder {
  cobrador: Cobrador;
  monto: number;
  /** libre: lo tiene; entrega: en una entrega sin confirmar (lo sigue teniendo); entregado: ya en la oficina. */
  estado: 'libre' | 'entrega' | 'entregado';
  entrega: string | null;
}
export interface GastoEnPoder {
  cobrador: Cobrador;
  monto: number;
  estado: 'libre' | 'entrega' | 'entregado';
  entrega: string | null;
}
