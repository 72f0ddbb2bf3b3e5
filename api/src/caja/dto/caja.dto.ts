import {
  CATEGORIAS_GASTO_COBRADOR,
  ESTADOS_ENTREGA_CAJA,
  ESTADOS_GASTO_COBRADOR,
  MENSAJES_CAJA,
  validarLimitesGastos,
  validarMontoCaja,
  type CategoriaGastoCobrador,
  type ConsultaCaja,
  type DatosAbonoFaltante,
  type ConsultaEntregasCaja,
  type ConsultaGastosCobrador,
  type DatosConfirmarEntrega,
  type DatosEntregaCaja,
  type DatosGastoCobrador,
  type DatosLimitesGastos,
  type EstadoEntregaCaja,
  type EstadoGastoCobrador,
  type RangoCaja,
} from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, ValidateBy } from 'class-validator';
import {
  FechaObligatoria,
  IdOpcional,
  Observaciones,
  OpcionalDe,
  TextoExigido,
  TextoObligatorio,
  TextoOpcional,
} from '../../common/dto';
import { ConsultaListaDto } from '../../common/paginacion';
import { RangoFechasDto } from '../../common/rango-fechas.dto';
import { CampoDeFormulario, CumpleRegla, MontoPago } from '../../common/validadores';
import { errorDeFoto } from '../../clientes/fotos';

/** Pesos enteros, 0 o más (se puede entregar 0 si todo se fue en gastos): `validarMontoCaja`, la regla de los formularios. */
const MontoCaja = (mensaje: string) =>
  ValidateBy({
    name: 'montoCaja',
    validator: {
      validate: (valor: unknown) => validarMontoCaja(valor, mensaje) === null,
      defaultMessage: () => mensaje,
    },
  });

/** Foto del recibo como data URL JPEG/PNG/WEBP de hasta 2 MB (las mismas reglas que la foto del cliente). */
export const EsFotoRecibo = () => CumpleRegla('esFotoRecibo', errorDeFoto);

/** POST /api/caja/gastos: lo registra el cobrador, a su nombre. */
export class CrearGastoDto implements DatosGastoCobrador {
  @FechaObligatoria()
  fecha!: string;

  @ApiProperty({ enum: CATEGORIAS_GASTO_COBRADOR })
  @IsIn(CATEGORIAS_GASTO_COBRADOR, { message: MENSAJES_CAJA.categoriaInvalida })
  categoria!: CategoriaGastoCobrador;

  @ApiProperty({ example: 8000, description: 'Pesos enteros, mayor que 0' })
  @MontoPago()
  monto!: number;

  @ApiProperty({ example: 'Bus a la vereda' })
  @TextoExigido(200, 'El concepto', MENSAJES_CAJA.conceptoObligatorio)
  concepto!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Foto del recibo: data URL JPEG, PNG o WEBP de hasta 2 MB',
  })
  @IsOptional()
  @TextoOpcional()
  @EsFotoRecibo()
  foto?: string | null;
}

/** PATCH /api/caja/gastos/:id/rechazar. */
export class RechazarGastoDto {
  @ApiProperty({ example: 'Sin recibo' })
  @TextoObligatorio(300, 'El motivo', MENSAJES_CAJA.motivoObligatorio)
  motivo!: string;
}

/** POST /api/caja/entregas: el cobrador cuenta el efectivo y dice cuánto entrega. */
export class CrearEntregaDto implements DatosEntregaCaja {
  @ApiProperty({ example: 149000, description: 'Pesos enteros, 0 o más' })
  @MontoCaja(MENSAJES_CAJA.montoEntregadoInvalido)
  montoEntregado!: number;

  @Observaciones()
  observaciones?: string | null;
}

/** PATCH /api/caja/entregas/:id/confirmar: sin monto, la oficina recibió lo que el cobrador dijo entregar. */
export class ConfirmarEntregaDto implements DatosConfirmarEntrega {
  @ApiPropertyOptional({ example: 149000, description: 'Pesos enteros contados en la oficina' })
  @IsOptional()
  @MontoCaja(MENSAJES_CAJA.montoRecibidoInvalido)
  montoRecibido?: number;
}

/** POST /api/caja/cobradores/:id/abonos-faltante: lo que la oficina recibe del cobrador para pagar su faltante. */
export class AbonoFaltanteDto implements DatosAbonoFaltante {
  @ApiProperty({
    example: 5000,
    description: 'Pesos enteros, mayor que 0 y no más de lo que el cobrador debe',
  })
  @MontoPago()
  monto!: number;

  @FechaObligatoria('2026-11-27', 'Día en que la oficina recibió el abono (hasta hoy)')
  fecha!: string;
}

/** Filtros comunes de las listas de /api/caja: página, cobrador y rango de fechas. */
class ConsultaCajaDto extends IntersectionType(ConsultaListaDto, RangoFechasDto) implements ConsultaCaja {
  @IdOpcional('El cobrador no es válido', 'Un cobrador siempre ve sólo lo suyo')
  cobradorId?: string;
}

/** GET /api/caja/entregas. */
export class ConsultaEntregasDto extends ConsultaCajaDto implements ConsultaEntregasCaja {
  @OpcionalDe(ESTADOS_ENTREGA_CAJA, 'El estado debe ser pendiente o confirmada')
  estado?: EstadoEntregaCaja;
}

/** GET /api/caja/gastos. */
export class ConsultaGastosDto extends ConsultaCajaDto implements ConsultaGastosCobrador {
  @OpcionalDe(ESTADOS_GASTO_COBRADOR, MENSAJES_CAJA.estadoGastoInvalido)
  estado?: EstadoGastoCobrador;
}

/** Un límite de gasto: la regla `validarLimitesGastos` de los formularios, campo por campo. */
const LimiteGasto = (campo: keyof DatosLimitesGastos) =>
  CampoDeFormulario('limiteGasto', validarLimitesGastos, campo);

/** PUT /api/caja/limites-gastos (admin): los tres límites juntos, en pesos enteros. */
export class LimitesGastosDto implements DatosLimitesGastos {
  @ApiProperty({ example: 50000, description: 'Un gasto de más de esto espera aprobación' })
  @LimiteGasto('gastoMaximo')
  gastoMaximo!: number;

  @ApiProperty({
    example: 100000,
    description: 'Lo aceptado de un cobrador en un día de más de esto espera aprobación',
  })
  @LimiteGasto('gastosDiaMaximo')
  gastosDiaMaximo!: number;

  @ApiProperty({ example: 20000, description: 'Un gasto de más de esto exige la foto del recibo (0: todos)' })
  @LimiteGasto('fotoDesde')
  fotoDesde!: number;
}

/** GET /api/caja/reporte y sus exportes. Sin fechas: los últimos 30 días. */
export class ConsultaReporteCajaDto extends RangoFechasDto implements RangoCaja {}
