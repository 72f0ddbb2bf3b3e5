// A long bench keeps its session (bench/lib/sesion.mjs): past the renewal age, the token sent is a new one.
/* global describe, it, expect, beforeAll, afterAll -- jest */
import http from 'node:http';

let servidor;
let url;
let emitidos = 0;

beforeAll(async () => {
  process.env.BENCH_RENOVAR_SESION_MS = '50';
  // A sign-in that hands out a new token each time, like /api/auth/login.
  servidor = http.createServer((peticion, respuesta) => {
    emitidos += 1;
    respuesta.setHeader('content-type', 'application/json');
    respuesta.end(JSON.stringify({ data: { token: `token-${emitidos}` } }));
  });
  await new Promise((listo) => servidor.listen(0, '127.0.0.1', listo));
  url = `http://127.0.0.1:${servidor.address().port}`;
});

afterAll(() => new Promise((listo) => servidor.close(listo)));

describe('sesión de los benches', () => {
  it('el mismo token mientras es nuevo; pasada la edad de renovar, entra otra vez y sigue con el nuevo', async () => {
    const { iniciarSesion, tokenVigente } = await import('./lib/sesion.mjs');
    const primero = await iniciarSesion(url, { email: 'admin@cartera.local', password: 'x' });
    expect(await tokenVigente(primero)).toBe(primero);
    await new Promise((listo) => setTimeout(listo, 80));
    const renovado = await tokenVigente(primero);
    expect(renovado).not.toBe(primero);
    expect(await tokenVigente(primero)).toBe(renovado);
    expect(emitidos).toBe(2);
  });

  it('un token que no salió de iniciarSesion pasa tal cual', async () => {
    const { tokenVigente } = await import('./lib/sesion.mjs');
    expect(await tokenVigente('ajeno')).toBe('ajeno');
  });
});
