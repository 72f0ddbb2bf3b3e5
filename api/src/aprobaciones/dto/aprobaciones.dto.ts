import {
  ESTADOS_APROBACION,
  MENSAJES_APROBACIONES,
  TIPOS_APROBACION,
  validarUmbralesAprobacion,
  type ConsultaAprobaciones,
  type DatosRechazoAprobacion,
  type DatosUmbralesAprobacion,
  type EstadoAprobacion,
  type TipoAprobacion,
} from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ConsultaListaDto } from '../../common/paginacion';
import { CampoDeFormulario, Motivo } from '../../common/validadores';
import { OpcionalDe } from '../../common/dto';

/** GET /api/aprobaciones: por estado (`pendiente`, lo que espera) y por tipo; sin estado, todas. */
export class ConsultaAprobacionesDto extends ConsultaListaDto implements ConsultaAprobaciones {
  @OpcionalDe(ESTADOS_APROBACION, MENSAJES_APROBACIONES.estadoInvalido)
  estado?: EstadoAprobacion;

  @OpcionalDe(TIPOS_APROBACION, MENSAJES_APROBACIONES.tipoInvalido)
  tipo?: TipoAprobacion;
}

/** PATCH /api/aprobaciones/:id/rechazar: el motivo, con la regla de los motivos del libro (`validarMotivo`). */
export class RechazarAprobacionDto implements DatosRechazoAprobacion {
  @ApiProperty({ example: 'El cliente no presentó el soporte de la calamidad' })
  @Motivo()
  motivo!: string;
}

/** Un umbral: la regla `validarUmbralesAprobacion` del formulario, campo por campo (null vale: no espera). */
const Umbral = (campo: keyof DatosUmbralesAprobacion) =>
  CampoDeFormulario('umbralAprobacion', validarUmbralesAprobacion, campo);

/**
 * PUT /api/aprobaciones/umbrales (admin): los tres umbrales de operación juntos y, si viene, el diario del gerente, en
 * pesos enteros; 0 o null, no espera.
 */
export class UmbralesAprobacionDto implements Omit<DatosUmbralesAprobacion, 'gerenteDiario'> {
  @ApiProperty({
    type: Number,
    example: 5000000,
    nullable: true,
    description:
      'Un préstamo que crea un gerente por más de esto espera a un administrador (0 o null: nunca)',
  })
  @Umbral('prestamoGerente')
  prestamoGerente!: number | null;

  @ApiProperty({
    type: Number,
    example: 500000,
    nullable: true,
    description: 'Una condonación de un gerente por más de esto espera a un administrador (0 o null: nunca)',
  })
  @Umbral('condonacion')
  condonacion!: number | null;

  @ApiProperty({
    type: Number,
    example: 200000,
    nullable: true,
    description:
      'Un castigo de un gerente con saldo de más de esto espera a un administrador (0 o null: nunca)',
  })
  @Umbral('castigo')
  castigo!: number | null;

  @ApiPropertyOptional({
    type: Number,
    example: 20000000,
    nullable: true,
    description:
      'Todo lo que un gerente entrega o perdona sin aprobación en un día, sumado; lo que lo pase espera a un ' +
      'administrador (0 o null: sin tope diario; ausente: queda como estaba)',
  })
  @Umbral('gerenteDiario')
  gerenteDiario?: number | null;
}
