import {
  ACCIONES_USURA,
  MENSAJES,
  MENSAJES_CAJA_DISPONIBLE,
  POLITICAS_CAJA_INSUFICIENTE,
  MENSAJES_MORA,
  MENSAJES_USURA,
  PATRON_HORA_DIA,
  PERIODICIDADES_MORA,
  TIPOS_CREDITO,
  MODALIDADES,
  TIPOS_AMORTIZACION,
  LIMITES,
  validarDiasGraciaMora,
  validarDistanciaFueraDeSitio,
  validarDiasAtrasFechas,
  validarDiasAtrasAvisoPrevio,
  validarTasaMora,
  validarSaldoInicialCaja,
} from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  De,
  Entrada,
  Opcional,
  Regla,
  SiViene,
  campo,
  reglaFecha,
  type Documentacion,
} from '../common/campos';
import { todas, type ReglaDeCampo } from '../common/entrada';

/** Un sí o no que, si viene (aunque sea null), lo es. */
const SiNoSiViene = (mensaje: string, description: string) =>
  SiViene(campo<boolean>({ type: 'boolean', description, 'x-mensajes': { type: mensaje } }));

/** Un sí o no opcional (ausente o null no cambia). */
const SiNoOpcional = (nombre: string, description: string) =>
  Opcional(
    campo<boolean>({
      type: 'boolean',
      description,
      'x-mensajes': { type: `${nombre} debe ser verdadero o falso` },
    }),
  );

/** Un número que, si viene (aunque sea null), cumple la regla de @cartera/dominio. */
const NumeroSiViene = (regla: ReglaDeCampo, doc: Documentacion) =>
  SiViene(Regla<number>('number', regla, null, doc));

/** Un valor de una lista que, si viene (aunque sea null), es de ella. */
const DeSiViene = <V extends string>(valores: readonly V[], mensaje: string, description: string) =>
  SiViene(De(valores, mensaje, { description }));

/** Un texto opcional de 1 a `maximo` caracteres («<etiqueta> debe tener entre 1 y `maximo` caracteres»). */
const TextoEntre = <T extends string | null>(
  maximo: number,
  etiqueta: string,
  doc: Documentacion,
  nulo: boolean,
) => {
  const largo = `${etiqueta} debe tener entre 1 y ${maximo} caracteres`;
  return Opcional(
    campo<T>({
      type: 'string',
      ...(nulo ? { nullable: true } : {}),
      ...doc,
      minLength: 1,
      maxLength: maximo,
      'x-mensajes': { type: `${etiqueta} debe ser texto`, minLength: largo, maxLength: largo },
    }),
  );
};

/** Una hora de Bogotá 'HH:MM'. */
const reglaHora: ReglaDeCampo = (valor) =>
  typeof valor === 'string' && PATRON_HORA_DIA.test(valor) ? null : MENSAJES.horaInvalida;

/** A lo sumo dos decimales (como `IsNumber({ maxDecimalPlaces: 2 })`). */
const reglaDosDecimales: ReglaDeCampo = (valor) =>
  typeof valor === 'number' &&
  Number.isFinite(valor) &&
  (valor % 1 === 0 || (String(valor).split('.')[1] ?? '').length <= 2)
    ? null
    : MENSAJES.interesDecimales;

/** Entre `minimo` y `maximo` (como `Min` y `Max`: lo que no es número tampoco está en el rango). */
const reglaRango =
  (minimo: number, maximo: number, mensaje: string): ReglaDeCampo =>
  (valor) =>
    typeof valor === 'number' && valor >= minimo && valor <= maximo ? null : mensaje;

/** PUT /api/configuracion/organizacion: cada ajuste es opcional; lo que no viene no cambia. */
export const EsquemaCuerpoConfiguracionOrganizacion = Entrada('ConfiguracionOrganizacionDto', {
  saldoInicialCaja: Opcional(
    Regla<number>('number', validarSaldoInicialCaja, null, {
      example: 5000000,
      description: 'Saldo de caja (pesos enteros) al empezar fechaSaldoInicial',
    }),
  ),
  fechaSaldoInicial: Opcional(
    campo<string | null>({
      type: 'string',
      nullable: true,
      example: '2026-01-01',
      description: 'null: desde el primer movimiento',
      'x-regla': reglaFecha(MENSAJES.fechaInvalida),
    }),
  ),
  nombreEmpresa: TextoEntre<string>(
    120,
    'El nombre de la empresa',
    { example: 'Créditos La Esperanza', description: 'Nombre con que se firman los mensajes' },
    false,
  ),
  telefonoEmpresa: TextoEntre<string | null>(
    30,
    'El teléfono de la empresa',
    { example: '3001234567', description: 'Variable {{telefono_empresa}}' },
    true,
  ),
  recordatorioCuota: SiNoOpcional('recordatorioCuota', 'Recordatorio al cliente el día antes de cada cuota'),
  avisoMora: SiNoOpcional('avisoMora', 'Aviso al cliente cuando su préstamo entra en mora'),
  reciboCobro: SiNoOpcional('reciboCobro', 'Recibo al cliente después de cada cobro'),
  interesDefecto: Opcional(
    campo<number>({
      type: 'number',
      example: 10,
      description: 'Interés (% sobre todo el préstamo) que propone un préstamo nuevo',
      'x-regla': todas(reglaDosDecimales, reglaRango(0, 100, MENSAJES.interesDefectoRango)),
    }),
  ),
  // null no es «no cambia»: se valida (y se rechaza) como cualquier otro valor.
  avisoEntregaCaja: SiNoSiViene(
    'avisoEntregaCaja debe ser verdadero o falso',
    'Aviso a gerentes y administradores de los cobradores que no entregaron su caja',
  ),
  entregaCajaHora: SiViene(
    campo<string>({
      type: 'string',
      example: '18:00',
      description: "Hora de Bogotá 'HH:MM' del aviso de caja sin entregar",
      'x-regla': reglaHora,
    }),
  ),
  respaldosHora: Opcional(
    campo<string | null>({
      type: 'string',
      nullable: true,
      example: '01:00',
      description: "Hora de Bogotá 'HH:MM' del respaldo diario; null: la de RESPALDOS_HORA",
      'x-regla': reglaHora,
    }),
  ),
  tipoCreditoDefecto: DeSiViene(
    TIPOS_CREDITO,
    MENSAJES_USURA.tipoCreditoInvalido,
    'Tipo de crédito de un préstamo nuevo',
  ),
  cuotasDefecto: NumeroSiViene(
    (valor) =>
      typeof valor === 'number' &&
      Number.isInteger(valor) &&
      valor >= LIMITES.cuotasMinimo &&
      valor <= LIMITES.cuotasMaximo
        ? null
        : MENSAJES.cuotasRango,
    { example: 30, description: 'Cuotas que propone un préstamo nuevo (1 a 1000)' },
  ),
  modalidadDefecto: DeSiViene(
    MODALIDADES,
    MENSAJES.modalidadInvalida,
    'Modalidad que propone un préstamo nuevo',
  ),
  tipoAmortizacionDefecto: DeSiViene(
    TIPOS_AMORTIZACION,
    MENSAJES.tipoAmortizacionInvalido,
    'Tipo de amortización que propone un préstamo nuevo',
  ),
  usuraAccion: DeSiViene(
    ACCIONES_USURA,
    MENSAJES_USURA.accionInvalida,
    'Préstamo sobre la tasa de usura: avisar o rechazar',
  ),
  distanciaFueraDeSitioMetros: NumeroSiViene(validarDistanciaFueraDeSitio, {
    example: 300,
    description:
      'Metros de las coordenadas del cliente a partir de los cuales un cobro está «fuera de sitio» (20 a 50.000)',
  }),
  diasAtrasFechas: NumeroSiViene(validarDiasAtrasFechas, {
    example: 365,
    description:
      'Ventana de fechas de negocio: cuántos días atrás admite la fecha de un préstamo, su inicio o un cobro de la ' +
      'oficina (0 a 3650; nunca en el futuro)',
  }),
  diasAtrasAvisoPrevio: NumeroSiViene(validarDiasAtrasAvisoPrevio, {
    example: 5,
    description:
      'Cuántos días atrás admite la fecha de envío de un aviso previo al reporte negativo (0 a 30; nunca en el ' +
      'futuro): uno fechado atrás acorta los 20 días que la ley da al titular',
  }),
  moraActiva: SiNoSiViene(
    'Indique sí o no para el interés de mora',
    'Cobrar interés de mora sobre el capital vencido (se causa desde el día en que se activa)',
  ),
  moraTasa: Opcional(
    campo<number | null>({
      type: 'number',
      nullable: true,
      example: 25.5,
      description: 'Tasa de mora, en la periodicidad elegida (%)',
      'x-regla': validarTasaMora,
    }),
  ),
  moraPeriodicidad: DeSiViene(
    PERIODICIDADES_MORA,
    MENSAJES_MORA.periodicidadInvalida,
    'La tasa de mora es efectiva anual o mensual vencida',
  ),
  moraDiasGracia: NumeroSiViene(validarDiasGraciaMora, {
    example: 3,
    description: 'Días después del vencimiento en que todavía no corre la mora (0 a 90)',
  }),
  cajaInsuficiente: DeSiViene(
    POLITICAS_CAJA_INSUFICIENTE,
    MENSAJES_CAJA_DISPONIBLE.politicaInvalida,
    'Un desembolso mayor que el efectivo de la caja de la oficina: desembolsar y avisar, o rechazar',
  ),
});
export type ConfiguracionOrganizacionDto = Static<typeof EsquemaCuerpoConfiguracionOrganizacion>;
