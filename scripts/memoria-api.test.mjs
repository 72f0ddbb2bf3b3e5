// The API's memory in its image, in `npm start`, `npm run dev` and the benchmarks (scripts/lib/memoria-api.mjs): V8's
// heap cap and malloc's arenas are set in one place (docs/decisiones/importacion.md, «Memoria»).
/* global describe, it, expect -- jest */
import fs from 'node:fs';
import path from 'node:path';
import { entornoDeImagen, memoriaDeLaApi, memoriaParaLaApi } from './lib/memoria-api.mjs';

const RAIZ = path.resolve(__dirname, '..');

describe('memoria de la API', () => {
  it('lee las variables ENV de la última etapa, también las de varias líneas y entre comillas', () => {
    const dockerfile = [
      'FROM node:20 AS build',
      'ENV NODE_OPTIONS=--otra',
      'FROM node:20-slim',
      'ENV NODE_ENV=production \\',
      '    MALLOC_ARENA_MAX=2 \\',
      '    NODE_OPTIONS="--max-old-space-size=512 --max-semi-space-size=8"',
      'ENV DATA_DIR=/app/.data',
    ].join('\n');
    expect(entornoDeImagen(dockerfile)).toEqual({
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
      NODE_OPTIONS: '--max-old-space-size=512 --max-semi-space-size=8',
      DATA_DIR: '/app/.data',
    });
  });

  it('la imagen de la API topa el heap de V8 (con holgura sobre lo vivo de una importación) y las arenas de malloc', () => {
    const memoria = memoriaDeLaApi(path.join(RAIZ, 'infra/docker/api.Dockerfile'));
    expect(memoria.MALLOC_ARENA_MAX).toBe('2');
    expect(Number(memoria.MALLOC_MMAP_THRESHOLD_)).toBeGreaterThan(0);
    const tope = Number(/--max-old-space-size=(\d+)/.exec(memoria.NODE_OPTIONS ?? '')?.[1]);
    expect(tope).toBeGreaterThanOrEqual(384);
    expect(tope).toBeLessThanOrEqual(1024);
  });

  it('npm start, npm run dev y los benchmarks arrancan la API con la memoria de la imagen', () => {
    for (const archivo of ['scripts/start.mjs', 'scripts/dev.mjs', 'bench/prestamos-comun.mjs', 'bench/clientes.mjs'])
      expect(fs.readFileSync(path.join(RAIZ, archivo), 'utf8')).toContain('...memoriaParaLaApi(');
  });

  it('un NODE_OPTIONS del entorno sin tope del heap conserva lo suyo y recibe el de la imagen; con tope, gana el suyo', () => {
    const imagen = { MALLOC_ARENA_MAX: '2', NODE_OPTIONS: '--max-old-space-size=512' };
    expect(memoriaParaLaApi({}, imagen)).toEqual(imagen);
    expect(memoriaParaLaApi({ NODE_OPTIONS: '--enable-source-maps' }, imagen).NODE_OPTIONS).toBe(
      '--enable-source-maps --max-old-space-size=512',
    );
    expect(memoriaParaLaApi({ NODE_OPTIONS: '--max-old-space-size=2048' }, imagen).NODE_OPTIONS).toBe(
      '--max-old-space-size=2048',
    );
    expect(memoriaParaLaApi({ NODE_OPTIONS: '  ', MALLOC_ARENA_MAX: '4' }, imagen)).toEqual({
      MALLOC_ARENA_MAX: '4',
      NODE_OPTIONS: '--max-old-space-size=512',
    });
  });
});
