import { MENSAJES, MENSAJES_PAGOS, ESTADOS_TRANSFERENCIA } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  Entrada,
  FechaObligatoria,
  IdObligatorio,
  IdOpcional,
  MontoPago,
  Observaciones,
  OpcionalDe,
  Parametros,
  PrestamoElegido,
} from '../../common/campos';
import { FotoRecibo } from '../../caja/dto/caja.dto';
import { ReferenciaDePago } from '../../cobros/dto/create-cobro.dto';

/** Cuerpo de POST /api/pagos/transferencias: la transferencia que el cliente muestra en su teléfono (Mi Ruta). */
export const EsquemaCrearTransferencia = Entrada('CreateTransferenciaDto', {
  prestamo: PrestamoElegido(),
  monto: MontoPago({ example: 50000 }),
  fecha: FechaObligatoria(),
  cuenta: IdObligatorio(MENSAJES_PAGOS.cuentaObligatoria, {
    description: 'La cuenta de recaudo a la que llegó',
  }),
  referencia: ReferenciaDePago({ example: 'M12345678' }),
  observaciones: Observaciones(),
  foto: FotoRecibo('Foto del comprobante: data URL JPEG, PNG o WEBP de hasta 2 MB'),
});
export type CreateTransferenciaDto = Static<typeof EsquemaCrearTransferencia>;

/** Parámetros de GET /api/pagos/transferencias. */
export const EsquemaConsultaTransferencias = Parametros({
  prestamo: IdOpcional(MENSAJES.seleccionaPrestamo),
  estado: OpcionalDe(ESTADOS_TRANSFERENCIA, `El estado debe ser uno de: ${ESTADOS_TRANSFERENCIA.join(', ')}`),
});
export type ConsultaTransferenciasDto = Static<typeof EsquemaConsultaTransferencias>;
