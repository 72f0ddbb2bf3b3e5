// Las respuestas de /api/cobros (§7 Collections, docs/api-prestamos-cobros.md) como esquemas: la API las declara
// (`@Responde`), sus pruebas las validan y la pantalla de cobros compila contra ellas por el cliente generado; `Cobro`,
// `DetalleCobro` y `ReciboCobro` se derivan aquí, al final (antes en cobros.ts).
import { Type, type Static } from '@sinclair/typebox';
import { ORIGENES_COBRO } from '../cobros';
import { MEDIOS_COBRO, TIPOS_CUENTA_PAGO } from '../pagos';
import { EsquemaUbicacionCobro } from './caja';
import {
  anulable,
  cerrado,
  EsquemaFecha,
  EsquemaId,
  EsquemaInstante,
  EsquemaPrestamoConCliente,
  EsquemaReferenciaUsuario,
  unoDe,
} from './sobre';
import { EsquemaReferenciaOficina } from './oficinas';

const camposCobro = {
  _id: EsquemaId,
  prestamo: EsquemaPrestamoConCliente,
  monto: Type.Number(),
  fecha: EsquemaFecha,
  observaciones: anulable(Type.String()),
  origen: unoDe(ORIGENES_COBRO),
  /** null: sin cobrador ('Sistema'). */
  cobrador: anulable(EsquemaReferenciaUsuario),
  /**
   * La oficina del cobro: la del cliente de su préstamo (docs/decisiones/oficinas.md). La API la manda siempre; opcional en el tipo para
   * los datos de prueba de las pantallas escritos antes de las oficinas.
   */
  oficina: Type.Optional(EsquemaReferenciaOficina),
  /**
   * Quién tiene el efectivo (docs/decisiones/caja-de-cobradores.md): el cobrador que lo recibió y aún no lo entrega o
   * ya lo entregó en una entrega de caja; null, la caja de la oficina. Corregir el préstamo del cobro no lo cambia.
   */
  enPoderDe: anulable(EsquemaReferenciaUsuario),
  /** Efectivo o transferencia (docs/decisiones/pagos-por-transferencia.md); ausente en respuestas anteriores: efectivo. */
  medio: Type.Optional(unoDe(MEDIOS_COBRO)),
  /** La cuenta de recaudo a la que llegó una transferencia; null en efectivo. */
  cuentaPago: Type.Optional(
    anulable(Type.Object({ _id: EsquemaId, nombre: Type.String(), tipo: unoDe(TIPOS_CUENTA_PAGO) }, cerrado)),
  ),
  /** La referencia o número de aprobación de la transferencia; null en efectivo. */
  referenciaPago: Type.Optional(anulable(Type.String())),
  /** Dónde se registró (Mi Ruta la envía cuando el teléfono la da); null: sin ubicación. */
  ubicacion: anulable(EsquemaUbicacionCobro),
  createdAt: EsquemaInstante,
  updatedAt: EsquemaInstante,
};

/** Un cobro como lo listan GET /api/cobros y GET /api/cobros/prestamo/:id (§3 Collection, con número y origen). */
export const EsquemaCobro = Type.Object(camposCobro, cerrado);

/** GET /api/cobros/prestamo/:id: los cobros de un préstamo. */
export const EsquemaCobros = Type.Array(EsquemaCobro);

/** El recibo de un cobro: su estado en la cola de envíos, por qué canal, cuándo se encoló y cuándo salió. */
export const EsquemaReciboCobro = Type.Object(
  {
    estado: unoDe(['enviado', 'pendiente', 'fallido', 'programado', 'cancelado'] as const),
    canal: unoDe(['email', 'sms', 'whatsapp', 'sistema'] as const),
    encoladoEn: EsquemaInstante,
    enviadoEn: anulable(EsquemaInstante),
  },
  cerrado,
);

/** GET /api/cobros/:id y lo que responden el alta y la edición: el cobro y las cuotas a las que se aplicó. */
export const EsquemaDetalleCobro = Type.Object(
  {
    ...camposCobro,
    aplicaciones: Type.Array(
      Type.Object(
        {
          cuota: Type.Object(
            { _id: EsquemaId, numero: Type.Integer(), fechaProgramada: EsquemaFecha },
            cerrado,
          ),
          monto: Type.Number(),
        },
        cerrado,
      ),
    ),
    /** El recibo al cliente (docs/decisiones/notificaciones.md): null si no se envió ninguno (sin plantilla o sin canal). */
    recibo: anulable(EsquemaReciboCobro),
  },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/** Un cobro como lo listan GET /api/cobros y GET /api/cobros/prestamo/:id (esquemas/cobros.ts explica cada campo). */
export type Cobro = Static<typeof EsquemaCobro>;

/** GET /api/cobros/:id y lo que responden el alta y la edición: el cobro y las cuotas a las que se aplicó. */
export type DetalleCobro = Static<typeof EsquemaDetalleCobro>;

/** El recibo de un cobro: su estado en la cola de envíos, por qué canal, cuándo se encoló y cuándo salió. */
export type ReciboCobro = Static<typeof EsquemaReciboCobro>;
