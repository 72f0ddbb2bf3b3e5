import { Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Consulta, Peticion } from '../common/entrada.decorator';
import { ParamId } from '../common/id.pipe';
import {
  EsquemaAvisoPrevioReporte,
  EsquemaDatosPersonalesCliente,
  EsquemaAvisosPreviosReporte,
  EsquemaResultadoSupresion,
} from '@cartera/dominio/esquemas';
import { Respuesta } from '../common/respuesta';
import { envolver } from '../common/respuesta.interceptor';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { DatosPersonalesService } from './datos-personales.service';
import {
  EsquemaConsultaDatosPersonales,
  type ConsultaDatosPersonalesDto,
  EsquemaCrearAvisoPrevio,
  type CrearAvisoPrevioDto,
} from './dto/habeas-data.dto';
import { OFICINA } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

const MENSAJE_EXPORTE = 'Datos del cliente obtenidos';

/** /api/clientes/:id/{datos-personales,supresion,avisos-previos}: sólo admin y gerente. */
@Recurso('clientes/:id', 'Datos personales')
export class DatosPersonalesController {
  constructor(private readonly datos: DatosPersonalesService) {}

  // La respuesta declarada es la del JSON; el PDF (formato=pdf) sale como archivo.
  @Ruta.get('datos-personales', OFICINA, EsquemaDatosPersonalesCliente)
  @ApiOperation({ summary: 'Todo lo que se guarda del cliente (formato=json|pdf)' })
  async exportar(
    @ParamId() id: string,
    @Consulta(EsquemaConsultaDatosPersonales) consulta: ConsultaDatosPersonalesDto,
    @Contexto() contexto: ContextoSolicitud,
    @Res() respuesta: FastifyReply,
  ): Promise<void> {
    // El PDF sale tal cual; el JSON, con el sobre de siempre (la respuesta se escribe aquí por el PDF).
    if (consulta.formato === 'pdf') {
      const pdf = await this.datos.exportarPdf(id, contexto);
      await respuesta
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="datos-cliente-${id}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
      return;
    }
    const datos = await this.datos.exportar(id, contexto);
    await respuesta
      .header('Cache-Control', 'private, no-store')
      .send(envolver(new Respuesta(datos), MENSAJE_EXPORTE));
  }

  @Ruta.post('supresion', OFICINA, EsquemaResultadoSupresion, { mensaje: 'Datos del cliente suprimidos' })
  @ApiOperation({ summary: 'Anonimiza al cliente si la ley no obliga a conservar sus datos' })
  suprimir(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.datos.suprimir(id, contexto);
  }

  @Ruta.get('avisos-previos', OFICINA, EsquemaAvisosPreviosReporte, { mensaje: 'Avisos previos obtenidos' })
  @ApiOperation({ summary: 'Avisos previos al reporte negativo (Ley 2157 de 2021)' })
  avisosPrevios(@ParamId() id: string) {
    return this.datos.avisosPrevios(id);
  }

  @Ruta.post('avisos-previos', OFICINA, EsquemaAvisoPrevioReporte, { mensaje: 'Aviso previo registrado' })
  @ApiOperation({ summary: 'Registra un aviso previo al reporte negativo' })
  registrarAvisoPrevio(
    @Peticion(EsquemaCrearAvisoPrevio) { id, cuerpo, contexto }: Peticion<CrearAvisoPrevioDto>,
  ) {
    return this.datos.registrarAvisoPrevio(id, cuerpo, contexto);
  }
}
