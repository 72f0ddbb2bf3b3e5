import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CreateUsuarioDto } from '../../usuarios/dto/create-usuario.dto';
import { UpdateUsuarioDto } from '../../usuarios/dto/update-usuario.dto';

const MENSAJE_ROL = 'El rol de un cobrador es siempre cobrador';

/** Alta de cobrador: los mismos campos que un usuario; el rol, si llega, sólo puede ser 'cobrador'. */
export class CreateCobradorDto extends OmitType(CreateUsuarioDto, ['rol'] as const) {
  @ApiPropertyOptional({ enum: ['cobrador'], default: 'cobrador' })
  @IsOptional()
  @IsIn(['cobrador'], { message: MENSAJE_ROL })
  rol?: 'cobrador';
}

export class UpdateCobradorDto extends OmitType(UpdateUsuarioDto, ['rol'] as const) {
  @ApiPropertyOptional({ enum: ['cobrador'] })
  @IsOptional()
  @IsIn(['cobrador'], { message: MENSAJE_ROL })
  rol?: 'cobrador';
}
