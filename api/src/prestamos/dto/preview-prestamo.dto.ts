import { PickType } from '@nestjs/swagger';
import { FechaOpcional } from '../../common/dto';
import { CAMPOS_TERMINOS, CreatePrestamoDto } from './create-prestamo.dto';

/** Cuerpo de POST /api/prestamos/preview: sólo condiciones, las del alta; no toca la base de datos. */
export class PreviewPrestamoDto extends PickType(CreatePrestamoDto, [
  'monto',
  ...CAMPOS_TERMINOS,
  'tipoCredito',
]) {
  @FechaOpcional('2026-11-22', 'Fecha del desembolso (la de la tasa de usura); por defecto fechaInicio')
  fecha?: string;
}
