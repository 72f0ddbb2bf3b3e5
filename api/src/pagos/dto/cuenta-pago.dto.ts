import {
  LIMITES_PAGOS,
  MENSAJES_OFICINAS,
  MENSAJES_PAGOS,
  TIPOS_CUENTA_PAGO,
  TRANSFERENCIAS_MI_RUTA,
} from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import { De, Entrada, IdOpcional, Opcional, Parametros, TextoRequerido, campo, type Documentacion } from '../../common/campos';
import { FiltroOficina } from '../../oficinas/dto/oficina.dto';

const Nombre = (doc: Documentacion = {}) =>
  TextoRequerido(
    LIMITES_PAGOS.nombreMaximo,
    MENSAJES_PAGOS.nombreObligatorio,
    MENSAJES_PAGOS.nombreLargo,
    doc,
  );
const Identificador = (doc: Documentacion = {}) =>
  TextoRequerido(
    LIMITES_PAGOS.identificadorMaximo,
    MENSAJES_PAGOS.identificadorObligatorio,
    MENSAJES_PAGOS.identificadorLargo,
    doc,
  );
const Activa = (doc: Documentacion = {}) =>
  Opcional(
    campo<boolean>({ ...doc, type: 'boolean', 'x-mensajes': { type: 'Activa debe ser verdadero o falso' } }),
  );

/** Cuerpo de POST /api/pagos/cuentas. El identificador se valida según el tipo en el servicio (validarIdentificadorCuentaPago). */
export const EsquemaCrearCuentaPago = Entrada('CreateCuentaPagoDto', {
  tipo: De(TIPOS_CUENTA_PAGO, MENSAJES_PAGOS.tipoInvalido),
  nombre: Nombre({ example: 'Bancolombia ahorros' }),
  identificador: Identificador({
    example: '3001234567',
    description: 'Número de cuenta, llave Bre-B o celular',
  }),
  activa: Activa({ default: true }),
  oficina: IdOpcional(
    MENSAJES_OFICINAS.oficinaNoExiste,
    'La oficina de la cuenta (docs/decisiones/cuentas-de-recaudo-por-oficina.md): obligatoria si hay varias; ausente, ' +
      'la única',
  ),
});
export type CreateCuentaPagoDto = Static<typeof EsquemaCrearCuentaPago>;

/** Cuerpo de PUT /api/pagos/cuentas/:id: el nombre y el identificador del alta, cada uno opcional; el tipo no cambia. */
export const EsquemaActualizarCuentaPago = Entrada('UpdateCuentaPagoDto', {
  nombre: Opcional(Nombre({ example: 'Bancolombia ahorros' })),
  identificador: Opcional(
    Identificador({ example: '3001234567', description: 'Número de cuenta, llave Bre-B o celular' }),
  ),
  activa: Activa(),
  oficina: IdOpcional(
    MENSAJES_OFICINAS.oficinaNoExiste,
    'Otra oficina para la cuenta: sus extractos y su suspenso la siguen; lo ya asentado queda donde está. Ausente, la misma',
  ),
});
export type UpdateCuentaPagoDto = Static<typeof EsquemaActualizarCuentaPago>;

/** Consulta de GET /api/pagos/cuentas: `?oficina=` acota la lista a esa oficina (el selector de oficina). */
export const EsquemaConsultaCuentasPago = Parametros({ oficina: FiltroOficina() });
export type ConsultaCuentasPagoDto = Static<typeof EsquemaConsultaCuentasPago>;

/** Cuerpo de PUT /api/pagos/ajustes. */
export const EsquemaCuerpoAjustesPagos = Entrada('AjustesPagosDto', {
  transferenciasMiRuta: De(TRANSFERENCIAS_MI_RUTA, MENSAJES_PAGOS.modoMiRutaInvalido, {
    description: 'Qué pasa con una transferencia registrada en Mi Ruta',
  }),
});
export type AjustesPagosDto = Static<typeof EsquemaCuerpoAjustesPagos>;
