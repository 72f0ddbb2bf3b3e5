import type { DatosCobrador } from '@cartera/dominio';
import { ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { Latitud, Longitud } from '../../common/coordenadas';
import { CreateUsuarioDto } from '../../usuarios/dto/create-usuario.dto';
import { UpdateUsuarioDto } from '../../usuarios/dto/update-usuario.dto';

const MENSAJE_ROL = 'El rol de un cobrador es siempre cobrador';

/** Punto de partida del recorrido de sus rutas de cobro (opcional; las dos coordenadas o ninguna). */
class PuntoDePartidaDto {
  @Latitud('Punto de partida de sus rutas: grados (−90 a 90); con longitud o sin ninguna')
  latitud?: number | null;

  @Longitud('Punto de partida de sus rutas: grados (−180 a 180); con latitud o sin ninguna')
  longitud?: number | null;
}

/** Alta de cobrador: los mismos campos que un usuario; el rol, si llega, sólo puede ser 'cobrador'. */
export class CreateCobradorDto
  extends IntersectionType(OmitType(CreateUsuarioDto, ['rol'] as const), PuntoDePartidaDto)
  implements DatosCobrador
{
  @ApiPropertyOptional({ enum: ['cobrador'], default: 'cobrador' })
  @IsOptional()
  @IsIn(['cobrador'], { message: MENSAJE_ROL })
  rol?: 'cobrador';
}

export class UpdateCobradorDto
  extends IntersectionType(OmitType(UpdateUsuarioDto, ['rol'] as const), PuntoDePartidaDto)
  implements Partial<DatosCobrador>
{
  @ApiPropertyOptional({ enum: ['cobrador'] })
  @IsOptional()
  @IsIn(['cobrador'], { message: MENSAJE_ROL })
  rol?: 'cobrador';
}
