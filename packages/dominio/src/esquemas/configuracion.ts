// La respuesta de /api/configuracion/organizacion como esquema: la API la declara (`@Responde`) y sus pruebas la
// validan; `ConfiguracionOrganizacion` y `ValoresPrestamoNuevo` se derivan aquí, al final (antes en configuracion.ts).
import { Type, type Static } from '@sinclair/typebox';
import { MODALIDADES, TIPOS_AMORTIZACION } from '../constantes';
import { POLITICAS_CAJA_INSUFICIENTE } from '../fondeo';
import { PERIODICIDADES_MORA } from '../mora';
import { ACCIONES_USURA, TIPOS_CREDITO } from '../usura';
import { anulable, cerrado, EsquemaFecha, EsquemaInstante, unoDe } from './sobre';

const HORA = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: "Hora de Bogotá 'HH:MM'" });

/**
 * GET /api/configuracion/organizacion/prestamos (todos los roles): lo que propone el formulario de un préstamo nuevo y
 * si le pide confirmar la usura.
 */
/** Lo que la organización propone a un préstamo nuevo: el formulario lo lee y Configuración › Empresa lo edita. */
const camposPrestamoNuevo = {
  /** El interés (% sobre todo el préstamo) que propone el formulario de un préstamo nuevo. */
  interesDefecto: Type.Number(),
  /** El tipo de crédito de un préstamo nuevo (el que define qué tasa de usura lo limita). */
  tipoCreditoDefecto: unoDe(TIPOS_CREDITO),
  /**
   * Los términos que propone un préstamo nuevo, los de la oficina (docs/decisiones/cifras-y-valores-por-defecto.md):
   * cuotas (1 a 1000), modalidad y tipo de amortización; por defecto 30 cuotas diarias de cuota fija.
   */
  cuotasDefecto: Type.Integer(),
  modalidadDefecto: unoDe(MODALIDADES),
  tipoAmortizacionDefecto: unoDe(TIPOS_AMORTIZACION),
  /**
   * Un préstamo sobre la tasa de usura: avisar (quien aprueba confirma, auditado; el formulario pide confirmarlo) o
   * rechazar.
   */
  usuraAccion: unoDe(ACCIONES_USURA),
};

export const EsquemaValoresPrestamoNuevo = Type.Object(camposPrestamoNuevo, cerrado);

/** GET/PUT /api/configuracion/organizacion: los ajustes de toda la organización (ver `ConfiguracionOrganizacion`). */
export const EsquemaConfiguracionOrganizacion = Type.Object(
  {
    /** Saldo de caja (pesos enteros) al empezar `fechaSaldoInicial`. */
    saldoInicialCaja: Type.Integer(),
    /** null: desde el primer movimiento. */
    fechaSaldoInicial: anulable(EsquemaFecha),
    nombreEmpresa: Type.String(),
    telefonoEmpresa: anulable(Type.String()),
    /** Mensajes automáticos: recordatorio el día antes de la cuota, aviso al entrar en mora, recibo tras un cobro. */
    recordatorioCuota: Type.Boolean(),
    avisoMora: Type.Boolean(),
    reciboCobro: Type.Boolean(),
    ...camposPrestamoNuevo,
    /** Aviso a gerentes y administradores de los cobradores que a `entregaCajaHora` no han entregado su efectivo. */
    avisoEntregaCaja: Type.Boolean(),
    entregaCajaHora: HORA,
    /** Hora del respaldo diario; null: la de `RESPALDOS_HORA` (respaldosHoraPorDefecto). */
    respaldosHora: anulable(HORA),
    /** Sólo lectura: la hora que da `RESPALDOS_HORA` en el servidor, la que rige mientras respaldosHora sea null. */
    respaldosHoraPorDefecto: HORA,
    /** Un cobro hecho a más de estos metros de las coordenadas del cliente está «fuera de sitio» (20 a 50.000). */
    distanciaFueraDeSitioMetros: Type.Integer(),
    /**
     * Ventana de fechas de negocio (docs/decisiones/ventana-de-fechas.md): cuántos días atrás admite la fecha de un
     * préstamo, su inicio o un cobro de la oficina (0 a 3650; nunca en el futuro).
     */
    diasAtrasFechas: Type.Integer(),
    /**
     * Cuántos días atrás admite la fecha de envío de un aviso previo al reporte negativo (0 a 30, 5 por defecto; nunca
     * en el futuro; docs/decisiones/datos-personales.md): uno fechado atrás acorta los 20 días que la ley da al titular.
     */
    diasAtrasAvisoPrevio: Type.Integer(),
    /**
     * Interés de mora (docs/decisiones/interes-de-mora.md): activo, tasa en su periodicidad (nunca sobre la usura del
     * tipo de crédito por defecto, hoy) y días de gracia. Se causa desde el día en que se activa (`moraDesde`, sólo
     * lectura), nunca hacia atrás.
     */
    moraActiva: Type.Boolean(),
    moraTasa: anulable(Type.Number()),
    moraPeriodicidad: unoDe(PERIODICIDADES_MORA),
    moraDiasGracia: Type.Integer(),
    moraDesde: anulable(EsquemaFecha),
    /** Un desembolso mayor que el efectivo de la caja de la oficina: avisar o rechazar (fondeo.ts). */
    cajaInsuficiente: unoDe(POLITICAS_CAJA_INSUFICIENTE),
    updatedAt: EsquemaInstante,
  },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/**
 * GET /api/configuracion/organizacion/prestamos (todos los roles): lo que propone el formulario de un préstamo nuevo
 * por decisión de la organización. Un solo interés por defecto, el de la organización (Configuración › Empresa). El
 * tipo del esquema que la API declara (esquemas/configuracion.ts).
 */
export type ValoresPrestamoNuevo = Static<typeof EsquemaValoresPrestamoNuevo>;

/**
 * GET/PUT /api/configuracion/organizacion (GET admin y gerente, PUT sólo admin, auditado): los ajustes de toda la
 * organización. Las horas son de Bogotá, 'HH:MM'. El tipo del esquema que la API declara, con cada campo explicado
 * allí (esquemas/configuracion.ts).
 */
export type ConfiguracionOrganizacion = Static<typeof EsquemaConfiguracionOrganizacion>;

/** Cuerpo de PUT /api/configuracion/organizacion: cada ajuste es opcional; lo que no viene no cambia. */
export type CambiosOrganizacion = Partial<
  Omit<ConfiguracionOrganizacion, 'updatedAt' | 'respaldosHoraPorDefecto' | 'moraDesde'>
>;
