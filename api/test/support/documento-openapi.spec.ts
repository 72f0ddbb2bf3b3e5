// El documento OpenAPI de las pruebas, uno por ejecución de jest (documento-openapi.ts), sobre una aplicación de Nest
// mínima con Swagger y sin base de datos.
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARCHIVO_OPENAPI, documentoOpenApi } from './documento-openapi';

@Controller('metas')
class MetasDePrueba {
  @Get('resumen')
  resumen() {
    return null;
  }
}

@Module({ controllers: [MetasDePrueba] })
class ModuloDePrueba {}

/** Una aplicación que cuenta cuántas veces le piden su documento; `conDocumentacion: false` no lo publica. */
async function crearApp(conDocumentacion: boolean) {
  const app = await NestFactory.create<NestFastifyApplication>(ModuloDePrueba, new FastifyAdapter(), {
    logger: false,
  });
  const pedidos = { documento: 0 };
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (peticion, _respuesta, listo) => {
      if (peticion.url === '/api/docs-json') pedidos.documento += 1;
      listo();
    });
  if (conDocumentacion) {
    const documento = () => SwaggerModule.createDocument(app, new DocumentBuilder().build());
    SwaggerModule.setup('api/docs', app, documento, { jsonDocumentUrl: 'api/docs-json' });
  }
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return { app, pedidos };
}

describe('el documento OpenAPI de las pruebas', () => {
  let carpeta: string;
  const apps: NestFastifyApplication[] = [];
  const abrir = async (conDocumentacion: boolean) => {
    const abierta = await crearApp(conDocumentacion);
    apps.push(abierta.app);
    return abierta;
  };

  beforeEach(async () => {
    carpeta = await mkdtemp(path.join(tmpdir(), 'cartera-openapi-'));
  });
  afterEach(async () => {
    await rm(carpeta, { recursive: true, force: true });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('el primer archivo lo pide a su aplicación y lo guarda en la carpeta; los siguientes lo leen sin pedirlo', async () => {
    const primera = await abrir(true);
    const documento = await documentoOpenApi(primera.app, { publicado: true, carpeta });
    expect(Object.keys(documento.paths)).toEqual(['/metas/resumen']);
    expect(primera.pedidos.documento).toBe(1);
    expect(existsSync(path.join(carpeta, ARCHIVO_OPENAPI))).toBe(true);

    const segunda = await abrir(true);
    expect(await documentoOpenApi(segunda.app, { publicado: true, carpeta })).toEqual(documento);
    expect(segunda.pedidos.documento).toBe(0);
  });

  it('en un mismo registro de módulos, el guardado se lee una vez; reescrito, se vuelve a leer', async () => {
    const { app } = await abrir(true);
    await documentoOpenApi(app, { publicado: true, carpeta });
    const leido = await documentoOpenApi(app, { publicado: true, carpeta });
    expect(await documentoOpenApi(app, { publicado: true, carpeta })).toBe(leido);

    const otro = { ...leido, paths: { '/otra/ruta': {} } };
    await writeFile(path.join(carpeta, ARCHIVO_OPENAPI), JSON.stringify(otro));
    expect(await documentoOpenApi(app, { publicado: true, carpeta })).toEqual(otro);
  });

  it('sin carpeta de la ejecución, cada aplicación lo arma', async () => {
    const { app, pedidos } = await abrir(true);
    await documentoOpenApi(app, { publicado: true });
    await documentoOpenApi(app, { publicado: true });
    expect(pedidos.documento).toBe(2);
  });

  it('una aplicación sin documentación (API_DOCS=false) no lo toma de la carpeta: se le pide, no lo tiene, y no se guarda nada', async () => {
    const conDocumento = await abrir(true);
    await documentoOpenApi(conDocumento.app, { publicado: true, carpeta });

    const sinDocumento = await abrir(false);
    expect(await documentoOpenApi(sinDocumento.app, { publicado: false, carpeta })).toBeNull();
    expect(sinDocumento.pedidos.documento).toBe(1);

    await rm(path.join(carpeta, ARCHIVO_OPENAPI));
    expect(await documentoOpenApi(sinDocumento.app, { publicado: true, carpeta })).toBeNull();
    expect(existsSync(path.join(carpeta, ARCHIVO_OPENAPI))).toBe(false);
  });
});
