import { ApiOperation } from '@nestjs/swagger';
import type { ReferenciaPagoPrestamo } from '@cartera/dominio';
import { EsquemaReferenciaPagoPrestamo } from '@cartera/dominio/esquemas';
import { DataSource } from 'typeorm';
import { asegurarAccesoPrestamo } from '../common/acceso-cartera';
import { MENSAJES_LIBRO } from '../libro/libro.service';
import { noEncontrado } from '../common/errores';
import { ParamId } from '../common/id.pipe';
import { UsuarioActual } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { consultasPagos } from './pagos.consultas';
import { referenciaDePrestamo } from '../organizacion/referencia-pago';
import { TODOS } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

/** GET /api/prestamos/:id/referencia-pago: cómo paga el cliente por transferencia (docs/decisiones/pagos-por-transferencia.md). */
@Recurso('prestamos', 'Pagos')
export class ReferenciaPagoController {
  constructor(private readonly dataSource: DataSource) {}

  @Ruta.get(':id/referencia-pago', TODOS, EsquemaReferenciaPagoPrestamo)
  @ApiOperation({
    summary: 'Referencia de pago del préstamo (número + dígito Luhn), la cuenta o llave y el QR (data URL)',
  })
  async obtener(@ParamId() id: string, @UsuarioActual() actor: Usuario): Promise<ReferenciaPagoPrestamo> {
    const numero = await consultasPagos.numeroPrestamo(this.dataSource.manager, id);
    if (numero === undefined) throw noEncontrado(MENSAJES_LIBRO.prestamoNoEncontrado);
    await asegurarAccesoPrestamo(this.dataSource.manager, actor, id);
    return referenciaDePrestamo(this.dataSource.manager, numero);
  }
}
