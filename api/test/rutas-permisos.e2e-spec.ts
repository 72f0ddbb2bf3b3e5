// Mínimo privilegio por defecto: cada ruta de la aplicación real lleva @Roles o @Publico. Las rutas se leen de los
// controladores que Nest registró (no de una lista fija), así un controlador nuevo sin permisos hace fallar esto.
import { Reflector } from '@nestjs/core';
import { PANTALLAS } from '@cartera/plataforma/pantallas';
import type { ExecutionContext } from '@nestjs/common';
import { ES_PUBLICO } from '../src/common/publico.decorator';
import { ROLES_PERMITIDOS, Roles } from '../src/common/roles.decorator';
import { RolesGuard } from '../src/common/roles.guard';
import { usarAppPrueba } from './support/app-del-archivo';
import type { AppPrueba } from './support/app-prueba';
import { rutasDeclaradas as rutasDeLaApp } from './support/rutas';

interface RutaDeclarada {
  ruta: string;
  publica: boolean;
  roles: string[] | undefined;
}

function rutasDeclaradas(prueba: AppPrueba): RutaDeclarada[] {
  return rutasDeLaApp(prueba).map(({ metodo, ruta, leer }) => ({
    ruta: `${metodo} ${ruta}`,
    publica: leer<boolean>(ES_PUBLICO) === true,
    roles: leer<string[]>(ROLES_PERMITIDOS),
  }));
}

describe('Permisos declarados en todas las rutas', () => {
  const { prueba } = usarAppPrueba();

  it('enumera las rutas de la aplicación real y ninguna queda sin @Roles ni @Publico', () => {
    const rutas = rutasDeclaradas(prueba);
    // Sanidad: se leyeron de verdad las rutas (login, usuarios, préstamos…).
    expect(rutas.length).toBeGreaterThan(30);
    expect(rutas.map((r) => r.ruta)).toEqual(expect.arrayContaining(['POST /api/auth/login', 'GET /api/usuarios']));
    const sinPermisos = rutas.filter((r) => !r.publica && !r.roles?.length).map((r) => r.ruta);
    expect(sinPermisos).toEqual([]);
  });

  // La renovación no lleva token de acceso (el vencido es justo lo que repone): la autentica la cookie HttpOnly.
  // Los eventos de la pasarela de pago no traen sesión: los autentica su firma (docs/decisiones/pagos-por-transferencia.md;
  // una firma mala o vieja es 401 y no cambia nada, pagos-transferencias.e2e-spec).
  it('las únicas rutas públicas son el inicio de sesión, su renovación y su cierre con la cookie, la salud y los eventos firmados de la pasarela', () => {
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
      'POST /api/pagos/eventos/wompi',
    ]);
  });

  // Cada pantalla del portal dice qué roles la abren (packages/plataforma/src/pantallas.ts) y con qué lectura abre:
  // los roles de esa ruta en la API son exactamente los de la pantalla. Así el menú y la guardia del portal no ofrecen a
  // un rol una pantalla cuya primera lectura la API le niega (403), ni le esconden una que sí puede usar.
  it('la lectura con que abre cada pantalla deja entrar justo a los roles de la pantalla', () => {
    const rutas = new Map(rutasDeclaradas(prueba).map((r) => [r.ruta, r]));
    const comparadas = PANTALLAS.map((pantalla) => {
      const ruta = `GET ${pantalla.lee.replace(/\{(\w+)\}/g, ':$1')}`;
      const declarada = rutas.get(ruta);
      return {
        pantalla: pantalla.ruta,
        ruta,
        roles: declarada ? (declarada.publica ? ['publica'] : [...(declarada.roles ?? [])].sort()) : 'no existe',
      };
    });
    expect(comparadas).toEqual(
      PANTALLAS.map((pantalla, i) => ({
        pantalla: pantalla.ruta,
        ruta: comparadas[i]?.ruta,
        roles: [...pantalla.roles].sort(),
      })),
    );
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
