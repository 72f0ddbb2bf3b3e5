import {
  ACCIONES_USURA,
  MENSAJES,
  MENSAJES_CAJA_DISPONIBLE,
  POLITICAS_CAJA_INSUFICIENTE,
  type PoliticaCajaInsuficiente,
  MENSAJES_MORA,
  MENSAJES_USURA,
  PATRON_HORA_DIA,
  PERIODICIDADES_MORA,
  TIPOS_CREDITO,
  MODALIDADES,
  TIPOS_AMORTIZACION,
  LIMITES,
  type Modalidad,
  type TipoAmortizacion,
  validarDiasGraciaMora,
  validarDistanciaFueraDeSitio,
  validarDiasAtrasFechas,
  validarDiasAtrasAvisoPrevio,
  validarTasaMora,
  validarSaldoInicialCaja,
  type AccionUsura,
  type CambiosOrganizacion,
  type TipoCredito,
  type PeriodicidadMora,
} from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
} from 'class-validator';
import { Anulable, CumpleRegla, FechaNegocio, SiViene } from '../common/validadores';

/** PUT /api/configuracion/organizacion: cada ajuste es opcional; lo que no viene no cambia. */
export class ConfiguracionOrganizacionDto implements CambiosOrganizacion {
  @ApiPropertyOptional({ example: 5000000, description: 'Saldo de caja (pesos enteros) al empezar fechaSaldoInicial' })
  @IsOptional()
  @CumpleRegla('saldoInicialCaja', validarSaldoInicialCaja)
  saldoInicialCaja?: number;

  @ApiPropertyOptional({ example: '2026-01-01', type: String, nullable: true, description: 'null: desde el primer movimiento' })
  @IsOptional()
  @Anulable()
  @FechaNegocio(MENSAJES.fechaInvalida)
  fechaSaldoInicial?: string | null;

  @ApiPropertyOptional({ example: 'Créditos La Esperanza', description: 'Nombre con que se firman los mensajes' })
  @IsOptional()
  @IsString({ message: 'El nombre de la empresa debe ser texto' })
  @Length(1, 120, { message: 'El nombre de la empresa debe tener entre 1 y 120 caracteres' })
  nombreEmpresa?: string;

  @ApiPropertyOptional({ example: '3001234567', type: String, nullable: true, description: 'Variable {{telefono_empresa}}' })
  @IsOptional()
  @Anulable()
  @IsString({ message: 'El teléfono de la empresa debe ser texto' })
  @Length(1, 30, { message: 'El teléfono de la empresa debe tener entre 1 y 30 caracteres' })
  telefonoEmpresa?: string | null;

  @ApiPropertyOptional({ description: 'Recordatorio al cliente el día antes de cada cuota' })
  @IsOptional()
  @IsBoolean({ message: 'recordatorioCuota debe ser verdadero o falso' })
  recordatorioCuota?: boolean;

  @ApiPropertyOptional({ description: 'Aviso al cliente cuando su préstamo entra en mora' })
  @IsOptional()
  @IsBoolean({ message: 'avisoMora debe ser verdadero o falso' })
  avisoMora?: boolean;

  @ApiPropertyOptional({ description: 'Recibo al cliente después de cada cobro' })
  @IsOptional()
  @IsBoolean({ message: 'reciboCobro debe ser verdadero o falso' })
  reciboCobro?: boolean;

  @ApiPropertyOptional({ example: 10, description: 'Interés (% sobre todo el préstamo) que propone un préstamo nuevo' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: MENSAJES.interesDecimales })
  @Min(0, { message: MENSAJES.interesDefectoRango })
  @Max(100, { message: MENSAJES.interesDefectoRango })
  interesDefecto?: number;

  @ApiPropertyOptional({ description: 'Aviso a gerentes y administradores de los cobradores que no entregaron su caja' })
  // null no es «no cambia»: se valida (y se rechaza) como cualquier otro valor.
  @SiViene()
  @IsBoolean({ message: 'avisoEntregaCaja debe ser verdadero o falso' })
  avisoEntregaCaja?: boolean;

  @ApiPropertyOptional({ example: '18:00', description: "Hora de Bogotá 'HH:MM' del aviso de caja sin entregar" })
  @SiViene()
  @Matches(PATRON_HORA_DIA, { message: MENSAJES.horaInvalida })
  entregaCajaHora?: string;

  @ApiPropertyOptional({
    example: '01:00',
    type: String,
    nullable: true,
    description: "Hora de Bogotá 'HH:MM' del respaldo diario; null: la de RESPALDOS_HORA",
  })
  @IsOptional()
  @Anulable()
  @Matches(PATRON_HORA_DIA, { message: MENSAJES.horaInvalida })
  respaldosHora?: string | null;

  @ApiPropertyOptional({ enum: TIPOS_CREDITO, description: 'Tipo de crédito de un préstamo nuevo' })
  @SiViene()
  @IsIn(TIPOS_CREDITO, { message: MENSAJES_USURA.tipoCreditoInvalido })
  tipoCreditoDefecto?: TipoCredito;

  @ApiPropertyOptional({ example: 30, description: 'Cuotas que propone un préstamo nuevo (1 a 1000)' })
  @SiViene()
  @IsInt({ message: MENSAJES.cuotasRango })
  @Min(LIMITES.cuotasMinimo, { message: MENSAJES.cuotasRango })
  @Max(LIMITES.cuotasMaximo, { message: MENSAJES.cuotasRango })
  cuotasDefecto?: number;

  @ApiPropertyOptional({ enum: MODALIDADES, description: 'Modalidad que propone un préstamo nuevo' })
  @SiViene()
  @IsIn(MODALIDADES, { message: MENSAJES.modalidadInvalida })
  modalidadDefecto?: Modalidad;

  @ApiPropertyOptional({ enum: TIPOS_AMORTIZACION, description: 'Tipo de amortización que propone un préstamo nuevo' })
  @SiViene()
  @IsIn(TIPOS_AMORTIZACION, { message: MENSAJES.tipoAmortizacionInvalido })
  tipoAmortizacionDefecto?: TipoAmortizacion;

  @ApiPropertyOptional({ enum: ACCIONES_USURA, description: 'Préstamo sobre la tasa de usura: avisar o rechazar' })
  @SiViene()
  @IsIn(ACCIONES_USURA, { message: MENSAJES_USURA.accionInvalida })
  usuraAccion?: AccionUsura;

  @ApiPropertyOptional({
    example: 300,
    description: 'Metros de las coordenadas del cliente a partir de los cuales un cobro está «fuera de sitio» (20 a 50.000)',
  })
  @SiViene()
  @CumpleRegla('distanciaFueraDeSitio', validarDistanciaFueraDeSitio)
  distanciaFueraDeSitioMetros?: number;

  @ApiPropertyOptional({
    example: 365,
    description:
      'Ventana de fechas de negocio: cuántos días atrás admite la fecha de un préstamo, su inicio o un cobro de la ' +
      'oficina (0 a 3650; nunca en el futuro)',
  })
  @SiViene()
  @CumpleRegla('diasAtrasFechas', validarDiasAtrasFechas)
  diasAtrasFechas?: number;

  @ApiPropertyOptional({
    example: 5,
    description:
      'Cuántos días atrás admite la fecha de envío de un aviso previo al reporte negativo (0 a 30; nunca en el ' +
      'futuro): uno fechado atrás acorta los 20 días que la ley da al titular',
  })
  @SiViene()
  @CumpleRegla('diasAtrasAvisoPrevio', validarDiasAtrasAvisoPrevio)
  diasAtrasAvisoPrevio?: number;

  @ApiPropertyOptional({ description: 'Cobrar interés de mora sobre el capital vencido (se causa desde el día en que se activa)' })
  @SiViene()
  @IsBoolean({ message: 'Indique sí o no para el interés de mora' })
  moraActiva?: boolean;

  @ApiPropertyOptional({ example: 25.5, type: Number, nullable: true, description: 'Tasa de mora, en la periodicidad elegida (%)' })
  @IsOptional()
  @Anulable()
  @CumpleRegla('tasaMora', validarTasaMora)
  moraTasa?: number | null;

  @ApiPropertyOptional({ enum: PERIODICIDADES_MORA, description: 'La tasa de mora es efectiva anual o mensual vencida' })
  @SiViene()
  @IsIn(PERIODICIDADES_MORA, { message: MENSAJES_MORA.periodicidadInvalida })
  moraPeriodicidad?: PeriodicidadMora;

  @ApiPropertyOptional({ example: 3, description: 'Días después del vencimiento en que todavía no corre la mora (0 a 90)' })
  @SiViene()
  @CumpleRegla('diasGraciaMora', validarDiasGraciaMora)
  moraDiasGracia?: number;

  @ApiPropertyOptional({
    enum: POLITICAS_CAJA_INSUFICIENTE,
    description: 'Un desembolso mayor que el efectivo de la caja de la oficina: desembolsar y avisar, o rechazar',
  })
  @SiViene()
  @IsIn(POLITICAS_CAJA_INSUFICIENTE, { message: MENSAJES_CAJA_DISPONIBLE.politicaInvalida })
  cajaInsuficiente?: PoliticaCajaInsuficiente;
}
