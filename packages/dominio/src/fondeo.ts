// El efectivo de la caja de la oficina frente a lo que sale de ella (docs/decisiones/fondeo-de-la-caja.md): si un
// desembolso cabe en lo que hay, qué se le dice a quien desembolsa cuando no cabe, y qué dice el balance general de una
// caja en negativo. Puras, en centavos enteros; el fondeo mismo se contabiliza con reglaFondeoCaja (contabilidad.ts).
import { formatearCOP } from './formato';
import { enumeracion } from './constantes';

/** Un desembolso mayor que el efectivo de la caja de la oficina: se avisa (y se desembolsa) o se rechaza. */
export const { valores: POLITICAS_CAJA_INSUFICIENTE, etiquetas: ETIQUETAS_POLITICA_CAJA_INSUFICIENTE } = enumeracion({
  advertir: 'Desembolsar y avisar',
  rechazar: 'Rechazar el desembolso',
});
export type PoliticaCajaInsuficiente = (typeof POLITICAS_CAJA_INSUFICIENTE)[number];

/** La de una instalación nueva o que ya tenía datos: avisar, porque rechazar frenaría a quien no registró su caja. */
export const POLITICA_CAJA_INSUFICIENTE_DEFECTO: PoliticaCajaInsuficiente = 'advertir';

const pesos = (centavos: number) => formatearCOP(centavos / 100);

export const MENSAJES_CAJA_DISPONIBLE = {
  rechazo: (desembolso: number, disponible: number) =>
    `El desembolso de ${pesos(desembolso)} supera el efectivo disponible en la caja de la oficina ` +
    `(${pesos(disponible)}). Registre en Flujo de Caja el aporte de capital, el retiro del banco o el préstamo ` +
    'recibido que lo cubre.',
  advertencia: (desembolso: number, disponible: number) =>
    `El desembolso de ${pesos(desembolso)} supera el efectivo disponible en la caja de la oficina ` +
    `(${pesos(disponible)}): la caja queda en ${pesos(disponible - desembolso)}. Registre en Flujo de Caja de ` +
    'dónde salió el dinero (aporte de capital, retiro del banco o préstamo recibido).',
  politicaInvalida: `Lo que se hace con un desembolso mayor que la caja debe ser uno de: ${POLITICAS_CAJA_INSUFICIENTE.join(', ')}`,
} as const;

export type DecisionCajaDesembolso =
  | { tipo: 'alcanza' }
  | { tipo: 'advertir'; mensaje: string }
  | { tipo: 'rechazar'; mensaje: string };

/**
 * Si el efectivo que sale de la caja de la oficina (`desembolso`, centavos > 0 si sale algo) cabe en lo que había
 * (`disponible`, centavos; puede ser negativo si ya se había desembolsado de más). Un desembolso sin efectivo (un
 * reenganche sin dinero nuevo) siempre alcanza.
 */
export function decidirCajaDesembolso(d: {
  disponible: number;
  desembolso: number;
  politica: PoliticaCajaInsuficiente;
}): DecisionCajaDesembolso {
  if (d.desembolso <= 0 || d.desembolso <= d.disponible) return { tipo: 'alcanza' };
  const disponible = Math.max(0, d.disponible);
  return d.politica === 'rechazar'
    ? { tipo: 'rechazar', mensaje: MENSAJES_CAJA_DISPONIBLE.rechazo(d.desembolso, disponible) }
    : { tipo: 'advertir', mensaje: MENSAJES_CAJA_DISPONIBLE.advertencia(d.desembolso, d.disponible) };
}

/**
 * Lo que el balance general dice de una caja en negativo (centavos, débito − crédito), o null si no lo está: una caja
 * no puede tener menos que nada, así que un saldo negativo es dinero que salió sin que se registrara de dónde vino.
 */
export function avisoCajaNegativa(nombreCuenta: string, saldo: number): string | null {
  if (saldo >= 0) return null;
  return (
    `«${nombreCuenta}» está en ${pesos(saldo)}: salió más efectivo del que se registró en ella (desembolsos ` +
    'mayores que la caja). Falta registrar en Flujo de Caja de dónde salió ese dinero: un aporte de capital, un ' +
    'retiro del banco o un préstamo recibido (o el saldo inicial de caja en Configuración).'
  );
}
