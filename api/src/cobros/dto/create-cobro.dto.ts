import { LIMITES_PAGOS, MEDIOS_COBRO, MENSAJES_PAGOS } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  Entrada,
  FechaObligatoria,
  IdAnulable,
  MontoPago,
  Observaciones,
  OpcionalDe,
  PrestamoElegido,
  CuandoSi,
  IdObligatorio,
  TextoRequerido,
  anulable,
  type Documentacion,
} from '../../common/campos';
import { UbicacionOpcional } from '../ubicacion';

/** La referencia o el número de aprobación de una transferencia. */
export const ReferenciaDePago = (doc: Documentacion = {}) =>
  TextoRequerido(
    LIMITES_PAGOS.referenciaMaxima,
    MENSAJES_PAGOS.referenciaObligatoria,
    MENSAJES_PAGOS.referenciaLarga,
    doc,
  );

const presente = (valor: unknown) => valor !== undefined && valor !== null;

/** Cuerpo de POST /api/cobros (especificación §5: préstamo, monto ≥ 1 y fecha obligatorios). */
export const EsquemaCrearCobro = Entrada('CreateCobroDto', {
  prestamo: PrestamoElegido(),
  monto: MontoPago({ example: 50000, description: 'Pesos enteros, mayor que 0' }),
  fecha: FechaObligatoria(),
  observaciones: Observaciones(),
  cobrador: IdAnulable(
    'El cobrador no es válido',
    'Sólo admin o gerente; por defecto el cobrador del préstamo. Un cobrador siempre cobra a su nombre.',
  ),
  enPoderDe: IdAnulable(
    'Quien tiene el efectivo no es válido',
    'Quién tiene el efectivo. Sólo admin o gerente, a nombre de un cobrador que lo tiene consigo: el id de ese mismo ' +
      'cobrador. Ausente o null: la caja de la oficina. Un cobrador siempre lo tiene él.',
  ),
  ubicacion: UbicacionOpcional(),
  medio: OpcionalDe(MEDIOS_COBRO, MENSAJES_PAGOS.medioInvalido, { default: 'efectivo' }),
  // La cuenta y la referencia se exigen en una transferencia, o si vienen.
  cuenta: CuandoSi(
    (objeto) => objeto.medio === 'transferencia' || presente(objeto.cuenta),
    anulable(
      IdObligatorio(MENSAJES_PAGOS.cuentaObligatoria, {
        description: 'La cuenta de recaudo de una transferencia',
      }),
    ),
  ),
  referencia: CuandoSi(
    (objeto) => objeto.medio === 'transferencia' || presente(objeto.referencia),
    anulable(ReferenciaDePago({ example: 'M12345678', description: 'Referencia o número de aprobación' })),
  ),
});
export type CreateCobroDto = Static<typeof EsquemaCrearCobro>;
