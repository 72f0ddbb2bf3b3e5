import { ApiOperation } from '@nestjs/swagger';
import { EsquemaCobro, EsquemaCobros, EsquemaDetalleCobro, EsquemaNulo } from '@cartera/dominio/esquemas';
import { Consulta, Escritura, Peticion } from '../common/entrada.decorator';
import { ParamId } from '../common/id.pipe';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { CobrosService } from './cobros.service';
import { EsquemaConsultaCobros, type ConsultaCobrosDto } from './dto/consulta-cobros.dto';
import { EsquemaCorregirPrestamoCobro, type CorregirPrestamoCobroDto } from './dto/corregir-prestamo.dto';
import { EsquemaCrearCobro, type CreateCobroDto } from './dto/create-cobro.dto';
import { EsquemaActualizarCobro, type UpdateCobroDto } from './dto/update-cobro.dto';
import { OFICINA, TODOS } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

/** /api/cobros (especificación §7 Collections). */
@Recurso('cobros', 'Cobros')
export class CobrosController {
  // Un cobro del extracto o de Wompi no se corrige a mano (409 COBRO_DE_RECAUDO): lo decide cada corrección del núcleo
  // de dinero ya bajo el candado (asegurarCobroCorregible en dinero/operaciones/correccion.ts).
  constructor(private readonly cobros: CobrosService) {}

  @Ruta.get('/', TODOS, EsquemaCobro, { pagina: true })
  @ApiOperation({ summary: 'Lista paginada; un cobrador sólo ve sus cobros' })
  listar(@Consulta(EsquemaConsultaCobros) consulta: ConsultaCobrosDto, @UsuarioActual() actor: Usuario) {
    return this.cobros.listar(consulta, actor);
  }

  @Ruta.get('prestamo/:id', TODOS, EsquemaCobros)
  @ApiOperation({ summary: 'Cobros de un préstamo' })
  porPrestamo(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.cobros.porPrestamo(id, actor);
  }

  @Ruta.get(':id', TODOS, EsquemaDetalleCobro)
  obtener(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.cobros.obtener(id, actor);
  }

  @Ruta.post('/', TODOS, EsquemaDetalleCobro, {
    idempotente: true,
    mensaje: 'Cobro registrado correctamente',
  })
  @ApiOperation({ summary: 'Registra un cobro aplicado a las cuotas más antiguas' })
  crear(@Escritura(EsquemaCrearCobro) { cuerpo, contexto }: Escritura<CreateCobroDto>) {
    return this.cobros.crear(cuerpo, contexto);
  }

  @Ruta.put(':id', OFICINA, EsquemaDetalleCobro, {
    idempotente: true,
    mensaje: 'Cobro actualizado correctamente',
  })
  actualizar(@Peticion(EsquemaActualizarCobro) { id, cuerpo, contexto }: Peticion<UpdateCobroDto>) {
    return this.cobros.actualizar(id, cuerpo, contexto);
  }

  @Ruta.post(':id/corregir-prestamo', OFICINA, EsquemaDetalleCobro, {
    estado: 200,
    idempotente: true,
    mensaje: 'Préstamo del cobro corregido',
  })
  @ApiOperation({
    summary:
      'Pasa el cobro a otro préstamo (del mismo cliente o de otro) con su fecha, su cobrador y quien tiene el efectivo',
    description:
      'Una reversión en el préstamo de antes y una aplicación nueva en el otro (a sus cuotas más antiguas), en una ' +
      'transacción auditada con el motivo. 422 SIN_CAMBIOS, MONTO_SUPERA_SALDO, COBRO_EN_ENTREGA, PERIODO_CERRADO; ' +
      '409 COBRO_DE_CIERRE.',
  })
  corregirPrestamo(
    @Peticion(EsquemaCorregirPrestamoCobro) { id, cuerpo, contexto }: Peticion<CorregirPrestamoCobroDto>,
  ) {
    return this.cobros.corregirPrestamo(id, cuerpo, contexto);
  }

  @Ruta.delete(':id', OFICINA, EsquemaNulo, { idempotente: true, mensaje: 'Cobro eliminado correctamente' })
  eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.cobros.eliminar(id, contexto);
  }
}
