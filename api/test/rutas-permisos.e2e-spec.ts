// Mínimo privilegio por defecto: cada ruta de la aplicación real lleva @Roles o @Publico. Las rutas se leen de los
// controladores que Nest registró (no de una lista fija), así un controlador nuevo sin permisos hace fallar esto.
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { ExecutionContext } from '@nestjs/common';
import { ES_PUBLICO } from '../src/common/publico.decorator';
import { ROLES_PERMITIDOS, Roles } from '../src/common/roles.decorator';
import { RolesGuard } from '../src/common/roles.guard';
import { crearAppPrueba, type AppPrueba } from './support/app-prueba';

interface RutaDeclarada {
  ruta: string;
  publica: boolean;
  roles: string[] | undefined;
}

function rutasDeclaradas(prueba: AppPrueba): RutaDeclarada[] {
  const rutas: RutaDeclarada[] = [];
  for (const modulo of prueba.app.get(ModulesContainer).values()) {
    for (const envoltorio of modulo.controllers.values()) {
      const clase = envoltorio.metatype as (new (...args: never[]) => unknown) | null;
      if (!clase) continue;
      const prefijo = String(Reflect.getMetadata(PATH_METADATA, clase) ?? '');
      const prototipo = clase.prototype as Record<string, unknown>;
      for (const nombre of Object.getOwnPropertyNames(prototipo)) {
        const manejador = prototipo[nombre];
        if (nombre === 'constructor' || typeof manejador !== 'function') continue;
        const ruta = Reflect.getMetadata(PATH_METADATA, manejador) as string | undefined;
        if (ruta === undefined) continue;
        const metodo = Reflect.getMetadata(METHOD_METADATA, manejador) as RequestMethod;
        const leer = <T>(clave: string): T | undefined =>
          (Reflect.getMetadata(clave, manejador) as T | undefined) ??
          (Reflect.getMetadata(clave, clase) as T | undefined);
        rutas.push({
          ruta: `${RequestMethod[metodo]} /api/${prefijo}/${ruta}`.replace(/\/+/g, '/').replace(/\/$/, ''),
          publica: leer<boolean>(ES_PUBLICO) === true,
          roles: leer<string[]>(ROLES_PERMITIDOS),
        });
      }
    }
  }
  return rutas;
}

describe('Permisos declarados en todas las rutas', () => {
  let prueba: AppPrueba;
  beforeAll(async () => {
    prueba = await crearAppPrueba();
  });
  afterAll(() => prueba.cerrar());

  it('enumera las rutas de la aplicación real y ninguna queda sin @Roles ni @Publico', () => {
    const rutas = rutasDeclaradas(prueba);
    // Sanidad: se leyeron de verdad las rutas (login, usuarios, préstamos…).
    expect(rutas.length).toBeGreaterThan(30);
    expect(rutas.map((r) => r.ruta)).toEqual(expect.arrayContaining(['POST /api/auth/login', 'GET /api/usuarios']));
    const sinPermisos = rutas.filter((r) => !r.publica && !r.roles?.length).map((r) => r.ruta);
    expect(sinPermisos).toEqual([]);
  });

  // La renovación no lleva token de acceso (el vencido es justo lo que repone): la autentica la cookie HttpOnly.
  it('las únicas rutas públicas son el inicio de sesión, su renovación y su cierre con la cookie, y la salud', () => {
    const publicas = rutasDeclaradas(prueba)
      .filter((r) => r.publica)
      .map((r) => r.ruta)
      .sort();
    // «Salir» con la cookie sola (docs/decisiones/sesiones-en-el-navegador.md): sin cookie ni token sigue siendo 401.
    expect(publicas).toEqual([
      'GET /api/health',
      'GET /api/health/ready',
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/auth/renovar',
    ]);
  });
});

describe('RolesGuard deniega por defecto', () => {
  class SinPermisos {
    ruta(): void {}
  }
  class ConPermisos {
    @Roles('cobrador')
    ruta(): void {}
  }
  const contexto = (clase: { prototype: { ruta: () => void } }, rol: string): ExecutionContext =>
    ({
      getHandler: () => clase.prototype.ruta,
      getClass: () => clase,
      switchToHttp: () => ({ getRequest: () => ({ user: { rol } }) }),
    }) as unknown as ExecutionContext;

  it('una ruta sin @Roles ni @Publico es 403 aun para el administrador', () => {
    const guardia = new RolesGuard(new Reflector());
    expect(() => guardia.canActivate(contexto(SinPermisos, 'admin'))).toThrow('No tiene permisos');
    expect(guardia.canActivate(contexto(ConPermisos, 'cobrador'))).toBe(true);
  });
});
