import { TRATAMIENTOS_INTERES_POR_VENCER } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import { Entrada, Opcional, OpcionalDe, campo } from '../../common/campos';
import { todas, type ReglaDeCampo } from '../../common/entrada';
import { ConfirmarUsura, TERMINOS } from './create-prestamo.dto';
import { reglasDeTerminos, TERMINOS_SIN_MONTO } from './terminos';

const esNumero: ReglaDeCampo = (valor) =>
  typeof valor === 'number' && Number.isFinite(valor) ? null : 'El monto adicional debe ser un número';
const enPesos: ReglaDeCampo = (valor) =>
  typeof valor === 'number' && Number.isInteger(valor)
    ? null
    : 'El monto adicional debe ser en pesos, sin decimales';
const noNegativo: ReglaDeCampo = (valor) =>
  typeof valor === 'number' && valor >= 0 ? null : 'El monto adicional debe ser mayor o igual a 0';

/**
 * Cuerpo de POST /api/prestamos/:id/reenganche. El préstamo nuevo presta el saldo del anterior más
 * `montoAdicional` (efectivo nuevo, 0 por defecto) con las condiciones del alta (valores por defecto de §9).
 */
export const EsquemaReenganchePrestamo = Entrada(
  'ReenganchePrestamoDto',
  {
    ...TERMINOS,
    confirmarUsura: ConfirmarUsura(),
    montoAdicional: Opcional(
      campo<number>({
        type: 'number',
        example: 200000,
        default: 0,
        description:
          'Monto que se suma al saldo anterior. Sale de la caja monto nuevo − interés retenido − saldo anterior: con ' +
          'interés adelantado, si eso es negativo se rechaza (422 REENGANCHE_REQUIERE_PAGO)',
        'x-regla': todas(esNumero, enPesos, noNegativo),
      }),
    ),
    interesPorVencer: OpcionalDe(
      TRATAMIENTOS_INTERES_POR_VENCER,
      'El interés por vencer se refinancia o se condona',
      {
        default: 'refinanciar',
        description:
          'El interés de las cuotas del anterior que aún no vencen: pasa al préstamo nuevo (refinanciar) o se perdona ' +
          '(condonar, una condonación del anterior). El capital y el interés vencido siempre pasan.',
      },
    ),
  },
  {
    'x-reglas': reglasDeTerminos(TERMINOS_SIN_MONTO),
  },
);
export type ReenganchePrestamoDto = Static<typeof EsquemaReenganchePrestamo>;
