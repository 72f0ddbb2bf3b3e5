// Mi Ruta: el día del cobrador en el teléfono (docs/decisiones/mi-ruta.md). Tipos y reglas que comparten la API
// (GET /api/mi-ruta, /api/gestiones, /api/mi-ruta/rechazos) y la pantalla liviana de mfe-cobros.
import type { Ubicacion } from './ubicacion';
import { enumeracion } from './constantes';

/** Resultado de una visita en la que no se cobró (una gestión sobre el préstamo). */
export const { valores: RESULTADOS_GESTION, etiquetas: ETIQUETAS_RESULTADO_GESTION } = enumeracion({
  no_estaba: 'No estaba',
  promesa: 'Promesa de pago',
  se_nego: 'Se negó a pagar',
  otro: 'Otro',
});
export type ResultadoGestion = (typeof RESULTADOS_GESTION)[number];

/** Una promesa se cumple cuando, entre la visita y la fecha prometida, el préstamo recibe al menos lo prometido. */
export const { valores: ESTADOS_PROMESA, etiquetas: ETIQUETAS_ESTADO_PROMESA } = enumeracion({
  pendiente: 'Pendiente',
  cumplida: 'Cumplida',
  incumplida: 'Incumplida',
});
export type EstadoPromesa = (typeof ESTADOS_PROMESA)[number];

/** Estado de una promesa: cumplida si ya se pagó lo prometido; si no, incumplida cuando su fecha pasó. */
export function estadoPromesa(
  montoPrometido: number,
  pagadoDesdeLaVisita: number,
  fechaPromesa: string,
  hoy: string,
): EstadoPromesa {
  if (pagadoDesdeLaVisita >= montoPrometido) return 'cumplida';
  return fechaPromesa < hoy ? 'incumplida' : 'pendiente';
}

export const MENSAJES_MI_RUTA = {
  resultadoInvalido: 'El resultado debe ser: no estaba, promesa de pago, se negó u otro',
  promesaSinFecha: 'Indique la fecha en que el cliente promete pagar',
  promesaSinMonto: 'Indique cuánto promete pagar el cliente',
  promesaFechaPasada: 'La fecha de la promesa no puede ser anterior a la visita',
  soloPromesa: 'La fecha y el monto prometidos sólo van con una promesa de pago',
  otroSinNota: 'Describa qué pasó en la visita',
  visitaFutura: 'La fecha de la visita no puede ser posterior a hoy',
  visitaAntigua: (dias: number) => `Un cobrador sólo puede registrar visitas de los últimos ${dias} días`,
  prestamoCerrado: (numero: number, estado: string) =>
    `El préstamo #${numero} está ${estado}: ya no se le registran visitas. Quedó guardado para la oficina.`,
  sinRuta: 'Mi Ruta es para cobradores: elija un cobrador para ver su ruta del día',
} as const;

/** Cuerpo de POST /api/gestiones. */
export interface NuevaGestion {
  prestamo: string;
  resultado: ResultadoGestion;
  /** Día de la visita (YYYY-MM-DD); por omisión, hoy. */
  fecha?: string;
  fechaPromesa?: string | null;
  montoPromesa?: number | null;
  nota?: string | null;
  /** Dónde se hizo la visita, si el teléfono lo sabe; ausente o null: sin ubicación. */
  ubicacion?: Ubicacion | null;
}

/** Las escrituras de Mi Ruta que se encolan sin señal y pueden volver rechazadas al sincronizar. */
export const TIPOS_RECHAZO_MI_RUTA = ['cobro', 'gestion', 'solicitud'] as const;

/** Hora de Bogotá a la que el trabajo de la mañana genera la ruta del día de cada cobrador activo. */
export const HORA_RUTAS_DEL_DIA = 5;
