// Las sondas de salud (/api/health) y el barrido a pedido (POST /api/sistema/barrido) como esquemas: la API los
// declara (`@Responde`) y sus pruebas los validan.
import { Type } from '@sinclair/typebox';
import { cerrado, EsquemaFecha, EsquemaInstante } from './sobre';

/**
 * GET /api/health: el proceso responde, y cuántas veces lo reinició el supervisor de `npm start` tras una caída
 * (docs/decisiones/supervision-de-la-api.md; 0 sin supervisor) con el último reinicio: cuándo y por qué terminó el
 * proceso anterior ('señal SIGKILL', 'código 1').
 */
export const EsquemaSaludVivo = Type.Object(
  {
    status: Type.Literal('ok'),
    reinicios: Type.Integer({ minimum: 0 }),
    ultimoReinicio: Type.Union([
      Type.Object({ fecha: EsquemaInstante, causa: Type.String() }, cerrado),
      Type.Null(),
    ]),
  },
  cerrado,
);

/** GET /api/health/ready: el proceso y su base de datos responden (si la base no, 503). */
export const EsquemaSaludLista = Type.Object(
  { status: Type.Literal('ok'), baseDatos: Type.Literal('ok') },
  cerrado,
);

/** Lo que hizo un barrido (el de cada noche, corrido a pedido). */
export const EsquemaResultadoBarrido = Type.Object(
  {
    /** false cuando otra réplica tenía el candado y este barrido no hizo nada. */
    ejecutado: Type.Boolean(),
    hoy: EsquemaFecha,
    cuotasVencidas: Type.Integer(),
    prestamosActualizados: Type.Integer(),
    /** Préstamos cuya mora quedó causada hasta hoy (docs/decisiones/interes-de-mora.md). */
    prestamosConMora: Type.Integer(),
    /** Préstamos cuyo ingreso por intereses se causó hoy (docs/decisiones/politicas-contables.md). */
    prestamosCausados: Type.Integer(),
    /** Si el barrido asentó el deterioro de fin de mes. */
    deterioroAsentado: Type.Boolean(),
  },
  cerrado,
);
