// El validador de las respuestas declaradas, sin aplicación: un documento con una ruta declarada con @Responde.
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject, type ResponseObject } from '@nestjs/swagger';
import { EsquemaMetaCobrador } from '@cartera/dominio/esquemas';
import { conEsquemasCompartidos, Responde } from '../../src/common/responde.decorator';
import { RespuestasDeclaradas, rutasSinRespuestaDeclarada } from './respuestas-declaradas';

@Controller('metas')
class MetasDePrueba {
  @Get('resumen')
  resumen() {
    return null;
  }

  @Get(':id')
  @Responde(EsquemaMetaCobrador)
  una() {
    return null;
  }
}

@Module({ controllers: [MetasDePrueba] })
class ModuloDePrueba {}

const META = {
  _id: '7d7b7c1e-0b7a-4f43-9a43-2f5d3f3b3a11',
  cobradorId: '0b6c2f7e-1c1d-4a52-8d1e-5f2d3c4b5a69',
  cobradorNombre: 'Ana',
  periodo: '2026-11',
  metaMonto: 1000,
  metaCobros: 3,
  fechaVencimiento: '2026-11-30',
  estado: 'en_progreso',
  montoAlcanzado: 500,
  porcentajeMonto: 50,
  cobrosRealizados: 1,
  porcentajeCobros: 33.33,
};

describe('respuestas declaradas', () => {
  let declaradas: RespuestasDeclaradas;
  let documento: OpenAPIObject;

  beforeAll(async () => {
    const app = await NestFactory.create<NestFastifyApplication>(ModuloDePrueba, new FastifyAdapter(), {
      logger: false,
    });
    app.setGlobalPrefix('api');
    documento = conEsquemasCompartidos(SwaggerModule.createDocument(app, new DocumentBuilder().build()));
    declaradas = new RespuestasDeclaradas(documento);
    await app.close();
  });

  it('el cuerpo de error está una vez en el documento y cada error de cada ruta lo referencia', () => {
    const errores = Object.values(documento.paths).flatMap((ruta) =>
      ['400', '401', '403', '404', '409', '422'].map(
        (estado) =>
          (ruta.get?.responses?.[estado] as ResponseObject | undefined)?.content?.['application/json']
            ?.schema,
      ),
    );
    // La ruta de una meta declara sus seis errores; la del resumen, nada.
    expect(errores.filter(Boolean)).toHaveLength(6);
    for (const esquema of errores.filter(Boolean))
      expect(esquema).toEqual({ $ref: '#/components/schemas/ErrorApi' });
    expect(documento.components?.schemas?.ErrorApi).toMatchObject({
      properties: { success: { const: false } },
    });
  });

  it('un cuerpo con la forma declarada pasa; uno distinto dice la ruta, el estado y el campo', () => {
    const ok = { success: true, data: META, message: 'Meta obtenida' };
    expect(declaradas.comprobar('GET', `/api/metas/${META._id}?x=1`, 200, ok)).toBeNull();
    expect(
      declaradas.comprobar('GET', `/api/metas/${META._id}`, 200, {
        ...ok,
        data: { ...META, estado: 'otra' },
      }),
    ).toMatch(
      /^GET \/api\/metas\/\{id\} respondió 200 con un cuerpo que no es el declarado: .*cuerpo\/data\/estado/,
    );
    expect(declaradas.comprobar('GET', `/api/metas/${META._id}`, 200, { ...ok, extra: 1 })).toMatch(
      /additional properties/,
    );
  });

  it('los errores estándar tienen su cuerpo; un éxito no declarado falla; un 503 no declarado no', () => {
    const error = { success: false, message: 'Meta no encontrada', code: 'NO_ENCONTRADO' };
    expect(declaradas.comprobar('GET', '/api/metas/x', 404, error)).toBeNull();
    expect(declaradas.comprobar('GET', '/api/metas/x', 404, { ...error, code: 'NO_EXISTE_ESTE' })).toMatch(
      /code/,
    );
    expect(declaradas.comprobar('GET', '/api/metas/x', 204, null)).toMatch(/respondió 204, que no declara/);
    expect(declaradas.comprobar('GET', '/api/metas/x', 503, 'caída')).toBeNull();
  });

  it('una ruta literal gana a una con parámetros, y la que no declara nada se cuenta', () => {
    expect(declaradas.comprobar('GET', '/api/metas/resumen', 200, null)).toBeNull();
    expect(rutasSinRespuestaDeclarada.has('GET /api/metas/resumen')).toBe(true);
  });
});
