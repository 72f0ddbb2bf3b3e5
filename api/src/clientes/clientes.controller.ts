import { Param } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  EsquemaCacheCedulaLimpia,
  EsquemaClienteDetalle,
  EsquemaClienteResumen,
  EsquemaConsultaCedula,
  EsquemaFotoCliente,
  EsquemaFuenteCedula,
  EsquemaNulo,
} from '@cartera/dominio/esquemas';
import { Consulta, Cuerpo, Peticion } from '../common/entrada.decorator';
import { ParamId } from '../common/id.pipe';
import { Respuesta } from '../common/respuesta';
import { LIMITE_CUERPO_FOTOS_BYTES, LimiteCuerpo } from '../common/limite-cuerpo';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { CedulasService } from './cedulas/cedulas.service';
import { ClientesService } from './clientes.service';
import {
  EsquemaCrearCliente,
  type CreateClienteDto,
  EsquemaActualizarCliente,
  type UpdateClienteDto,
} from './dto/cliente.dto';
import {
  EsquemaParametrosCedula,
  type ConsultaCedulaDto,
  EsquemaConsultaClientes,
  type ConsultaClientesDto,
} from './dto/consulta-clientes.dto';
import { OFICINA, TODOS } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

/**
 * /api/clientes (especificación §7 Clients). Admin y gerente administran; un cobrador sólo lee sus propios
 * clientes (docs/decisiones/roles-y-permisos.md).
 */
@Recurso('clientes', 'Clientes')
export class ClientesController {
  constructor(
    private readonly clientes: ClientesService,
    private readonly cedulas: CedulasService,
  ) {}

  @Ruta.get('/', TODOS, EsquemaClienteResumen, { pagina: true, mensaje: 'Clientes obtenidos' })
  @ApiOperation({
    summary: 'Clientes paginados: búsqueda por nombre, cédula o teléfono; filtros estado y cobrador',
  })
  listar(@Consulta(EsquemaConsultaClientes) consulta: ConsultaClientesDto, @UsuarioActual() actor: Usuario) {
    return this.clientes.listar(consulta, actor);
  }

  // Antes de ':id': 'cedula' no es un identificador.
  @Ruta.get('cedula/:cedula', OFICINA, EsquemaConsultaCedula, { junto: { source: EsquemaFuenteCedula } })
  @ApiOperation({ summary: 'Datos de una cédula: cliente existente, caché o registro externo (source)' })
  async consultarCedula(
    @Param('cedula') cedula: string,
    @Consulta(EsquemaParametrosCedula) consulta: ConsultaCedulaDto,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    const { source, data } = await this.cedulas.consultar(cedula, consulta, contexto);
    return new Respuesta(data, 'Cédula encontrada', { source });
  }

  @Ruta.delete('cedula/:cedula/cache', OFICINA, EsquemaCacheCedulaLimpia, { mensaje: 'Caché limpiada' })
  @ApiOperation({ summary: 'Borra la consulta guardada de una cédula' })
  limpiarCache(@Param('cedula') cedula: string, @Contexto() contexto: ContextoSolicitud) {
    return this.cedulas.limpiarCache(cedula, contexto);
  }

  @Ruta.get(':id', TODOS, EsquemaClienteDetalle, { mensaje: 'Cliente obtenido' })
  obtener(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.clientes.obtener(id, actor);
  }

  @Ruta.get(':id/foto', TODOS, EsquemaFotoCliente, { mensaje: 'Foto obtenida' })
  @ApiOperation({ summary: 'Foto del cliente como data URL (data.foto; null si no tiene)' })
  foto(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.clientes.foto(id, actor);
  }

  @Ruta.post('/', TODOS, EsquemaClienteDetalle, { idempotente: true, mensaje: 'Cliente creado exitosamente' })
  @ApiOperation({
    summary: 'Crea un cliente; un cobrador lo registra desde la calle (Mi Ruta) y queda en su cartera',
  })
  @LimiteCuerpo(LIMITE_CUERPO_FOTOS_BYTES)
  crear(@Cuerpo(EsquemaCrearCliente) datos: CreateClienteDto, @Contexto() contexto: ContextoSolicitud) {
    return this.clientes.crear(datos, contexto);
  }

  @Ruta.put(':id', OFICINA, EsquemaClienteDetalle, { mensaje: 'Cliente actualizado exitosamente' })
  @LimiteCuerpo(LIMITE_CUERPO_FOTOS_BYTES)
  actualizar(@Peticion(EsquemaActualizarCliente) { id, cuerpo, contexto }: Peticion<UpdateClienteDto>) {
    return this.clientes.actualizar(id, cuerpo, contexto);
  }

  @Ruta.delete(':id', OFICINA, EsquemaNulo, { mensaje: 'Cliente eliminado correctamente' })
  async eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    await this.clientes.eliminar(id, contexto);
    return null;
  }
}
