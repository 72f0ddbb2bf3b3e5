import { ApiOperation } from '@nestjs/swagger';
import { EsquemaCierrePeriodos, EsquemaVerificacionContable } from '@cartera/dominio/esquemas';
import { Cuerpo } from '../common/entrada.decorator';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { CierreService } from './cierre.service';
import { EsquemaCuerpoCierre, type CierrePeriodosDto } from './cierre.dto';
import { VerificacionService } from './verificacion.service';
import { OFICINA, SOLO_ADMIN } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

/** /api/contabilidad: la verificación del libro y el cierre de periodos (docs/libro.md). */
@Recurso('contabilidad', 'Contabilidad')
export class ContabilidadController {
  constructor(
    private readonly verificacion: VerificacionService,
    private readonly cierre: CierreService,
  ) {}

  // La verificación es de la organización, como el cierre (docs/decisiones/caja-por-oficina-custodia.md): sus
  // hallazgos nombran préstamos, cobradores y cuentas de todas las oficinas, así que sólo el administrador la ve y la pide.
  @Ruta.get('verificacion', SOLO_ADMIN, EsquemaVerificacionContable)
  @ApiOperation({ summary: 'La última verificación del libro: préstamos revisados y descuadres' })
  ultima() {
    return this.verificacion.ultima();
  }

  @Ruta.post('verificacion', SOLO_ADMIN, EsquemaVerificacionContable, {
    estado: 200,
    mensaje: 'Verificación del libro terminada',
  })
  @ApiOperation({ summary: 'Verifica ahora cada identidad del libro y de la caja' })
  verificar() {
    return this.verificacion.verificar();
  }

  @Ruta.get('cierre', OFICINA, EsquemaCierrePeriodos)
  @ApiOperation({ summary: 'Hasta qué día están cerrados los libros (null: nada cerrado)' })
  leerCierre() {
    return this.cierre.leer();
  }

  @Ruta.put('cierre', SOLO_ADMIN, EsquemaCierrePeriodos, { mensaje: 'Cierre de periodos actualizado' })
  @ApiOperation({
    summary:
      'Cierra los libros hasta el último día de un mes terminado, o los reabre (fecha anterior o null); sólo administrador; auditado',
  })
  cambiarCierre(
    @Cuerpo(EsquemaCuerpoCierre) datos: CierrePeriodosDto,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.cierre.cambiar(datos.cerradoHasta, contexto);
  }
}
