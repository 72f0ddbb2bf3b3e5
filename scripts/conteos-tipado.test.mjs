// The typing ratchet (docs/decisiones/acceso-tipado-a-datos.md): no count of scripts/conteos-tipado.mjs grows.
/* global describe, it, expect -- jest */
import path from 'node:path';
import { contar, contarApi, crecidos, leerBase } from './lib/conteos-tipado.mjs';

const RAIZ = path.resolve(__dirname, '..');

describe('conteos de tipado', () => {
  it('ningún conteo crece sobre scripts/conteos-tipado.json (bajarlo: node scripts/conteos-tipado.mjs --actualizar)', () => {
    const problemas = crecidos(contar(RAIZ), leerBase(RAIZ));
    if (problemas.length > 0) throw new Error(`Crecieron:\n  ${problemas.join('\n  ')}`);
  });

  it('cuenta consultas crudas, filas tipadas a mano, aserciones y rutas sin respuesta declarada', () => {
    const texto = `
      class C {
        @Get(':id') uno() {}
        @Get() @ApiOkResponse({ type: X }) lista() {}
        @Put(':id') @Responde(EsquemaX) cambiar() {}
        @Get('export/:formato') @RespondeArchivo('text/csv') exportar() {}
        @Post() @Roles('admin') crear() {}
        async f(m) {
          const a = await m.query('SELECT 1');
          const b: Fila[] = await m.query('SELECT 2');
          const c = (await m.query('SELECT 3')) as Fila[];
          const d = await m.query<Fila[]>('SELECT 4');
          const e = [1] as const;
          const g = x as unknown as Y;
        }
      }`;
    expect(contarApi('c.controller.ts', texto)).toEqual({
      consultasCrudas: 4,
      filasAMano: 3,
      aserciones: 3,
      rutasSinRespuesta: 2,
    });
  });

  it('un conteo que crece se nombra; uno que baja no', () => {
    expect(crecidos({ consultasCrudas: 5, aserciones: 1 }, { consultasCrudas: 4, aserciones: 2 })).toEqual([
      'consultasCrudas: 5 (la base dice 4) — `.query(` en api/src fuera de las migraciones y de la capa tipada',
    ]);
  });
});
