import { UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  EsquemaGestion,
  EsquemaGestiones,
  EsquemaMiRuta,
  EsquemaPromesasCobradores,
  EsquemaRechazoMiRuta,
  EsquemaRechazosMiRuta,
} from '@cartera/dominio/esquemas';
import { Consulta, Escritura } from '../common/entrada.decorator';
import { ParamId } from '../common/id.pipe';
import { LimiteCuerpo } from '../common/limite-cuerpo';
import { UsuarioActual } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import {
  EsquemaConsultaMiRuta,
  type ConsultaMiRutaDto,
  EsquemaConsultaPromesas,
  type ConsultaPromesasDto,
  EsquemaCrearGestion,
  type CrearGestionDto,
  EsquemaCrearRechazo,
  type CrearRechazoDto,
} from './dto/mi-ruta.dto';
import { GestionesService } from './gestiones.service';
import { LIMITE_CUERPO_RECHAZO_BYTES, LimiteRechazosGuard } from './limite-rechazos';
import { MiRutaService } from './mi-ruta.service';
import { SOLO_COBRADOR, TODOS } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

/** /api/mi-ruta: el día del cobrador en el teléfono (docs/api-prestamos-cobros.md, «Mi Ruta»). */
@Recurso('mi-ruta', 'Mi Ruta')
export class MiRutaController {
  constructor(private readonly miRuta: MiRutaService) {}

  @Ruta.get('/', TODOS, EsquemaMiRuta)
  @ApiOperation({
    summary: 'Paradas de hoy en orden de visita, con lo que se debe y el progreso (genera la ruta si falta)',
  })
  obtener(@Consulta(EsquemaConsultaMiRuta) consulta: ConsultaMiRutaDto, @UsuarioActual() actor: Usuario) {
    return this.miRuta.obtener(actor, consulta.cobradorId);
  }

  @Ruta.post('rechazos', SOLO_COBRADOR, EsquemaRechazoMiRuta, { mensaje: 'Quedó guardado para la oficina' })
  @ApiOperation({
    summary:
      'Guarda para la oficina una escritura sin señal que la API rechazó al sincronizar (hasta 32 KB; 429 pasado MI_RUTA_RECHAZOS_POR_MINUTO)',
  })
  @UseGuards(LimiteRechazosGuard)
  @LimiteCuerpo(LIMITE_CUERPO_RECHAZO_BYTES)
  registrarRechazo(@Escritura(EsquemaCrearRechazo) { cuerpo, contexto }: Escritura<CrearRechazoDto>) {
    return this.miRuta.registrarRechazo(cuerpo, contexto);
  }

  @Ruta.get('rechazos', TODOS, EsquemaRechazosMiRuta)
  @ApiOperation({ summary: 'Escrituras rechazadas al sincronizar (un cobrador, las suyas)' })
  rechazos(@UsuarioActual() actor: Usuario) {
    return this.miRuta.rechazos(actor);
  }
}

/** /api/gestiones: lo que pasó en una visita sin cobro. */
@Recurso('gestiones', 'Mi Ruta')
export class GestionesController {
  constructor(private readonly gestiones: GestionesService) {}

  @Ruta.post('/', TODOS, EsquemaGestion, { idempotente: true, mensaje: 'Gestión registrada correctamente' })
  @ApiOperation({ summary: 'Registra una visita sin cobro: no estaba, promesa de pago, se negó u otro' })
  crear(@Escritura(EsquemaCrearGestion) { cuerpo, contexto }: Escritura<CrearGestionDto>) {
    return this.gestiones.crear(cuerpo, contexto);
  }

  @Ruta.get('promesas', TODOS, EsquemaPromesasCobradores)
  @ApiOperation({ summary: 'Promesas de pago por cobrador: cumplidas, incumplidas y pendientes' })
  promesas(
    @Consulta(EsquemaConsultaPromesas) consulta: ConsultaPromesasDto,
    @UsuarioActual() actor: Usuario,
  ) {
    return this.gestiones.promesas(consulta, actor);
  }

  @Ruta.get('prestamo/:id', TODOS, EsquemaGestiones)
  @ApiOperation({ summary: 'Gestiones de un préstamo (historial del plan)' })
  porPrestamo(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.gestiones.porPrestamo(id, actor);
  }
}
