import { ROLES } from '@cartera/dominio';
import {
  menuPara,
  PANTALLAS,
  pantallaDeRuta,
  puedeAbrir,
  REMOTO_POR_SEGMENTO,
  remotoDeRuta,
  TODOS,
} from './pantallas';

describe('registro de pantallas', () => {
  it('cada pantalla tiene una ruta propia de un solo segmento', () => {
    const rutas = PANTALLAS.map((pantalla) => pantalla.ruta);
    for (const ruta of rutas) expect(ruta).toMatch(/^\/[a-z][a-z-]*$/);
    expect(new Set(rutas).size).toBe(rutas.length);
  });

  it('el remoto de una ruta es el de su primer segmento; ni las del shell, ni una página propia, ni una desconocida tienen', () => {
    expect(remotoDeRuta('/clientes/abc/editar')).toBe('mfe_clientes');
    expect(remotoDeRuta('/garantias')).toBe('mfe_prestamos');
    for (const ruta of ['/dashboard', '/usuarios', '/mi-ruta', '/', '/xyz', '/constructor', '/__proto__']) {
      expect([ruta, remotoDeRuta(ruta)]).toEqual([ruta, undefined]);
    }
    expect(Object.values(REMOTO_POR_SEGMENTO)).not.toContain('shell');
  });

  it('sin rol todavía (la sesión se confirma) el menú muestra todo menos lo de un solo rol', () => {
    const etiquetas = menuPara(undefined).flatMap((grupo) => grupo.pantallas.map((p) => p.menu.etiqueta));
    expect(etiquetas).toContain('Usuarios');
    expect(etiquetas).not.toContain('Mi Ruta');
  });

  it('las pantallas sin entrada de menú no aparecen en ningún menú', () => {
    const delMenu = [...ROLES, undefined].flatMap((rol) =>
      menuPara(rol).flatMap((grupo) => grupo.pantallas.map((p) => p.ruta)),
    );
    expect(delMenu).not.toContain('/garantias');
  });

  it('TODOS son los roles del dominio', () => {
    expect([...TODOS].sort()).toEqual([...ROLES].sort());
  });

  it('cada pantalla nombra al menos un rol, y su menú sólo lo ve quien puede abrirla', () => {
    for (const pantalla of PANTALLAS)
      expect([pantalla.ruta, pantalla.roles.length > 0]).toEqual([pantalla.ruta, true]);
    for (const rol of ROLES) {
      for (const { pantallas } of menuPara(rol)) {
        for (const pantalla of pantallas)
          expect([rol, pantalla.ruta, puedeAbrir(pantalla, rol)]).toEqual([rol, pantalla.ruta, true]);
      }
    }
  });

  it('la pantalla de una ruta es la de su primer segmento; quién puede abrirla', () => {
    const recaudos = pantallaDeRuta('/recaudos/extractos/abc');
    expect(recaudos?.ruta).toBe('/recaudos');
    expect(ROLES.filter((rol) => recaudos && puedeAbrir(recaudos, rol))).toEqual(['admin', 'gerente']);
    const importar = pantallaDeRuta('/importar');
    expect(ROLES.filter((rol) => importar && puedeAbrir(importar, rol))).toEqual(['admin']);
    expect(pantallaDeRuta('/xyz')).toBeUndefined();
    expect(pantallaDeRuta('/')).toBeUndefined();
    // Without a role, only what every role may open.
    expect(puedeAbrir(pantallaDeRuta('/clientes')!, undefined)).toBe(true);
    expect(puedeAbrir(recaudos!, undefined)).toBe(false);
  });

  it('Mi Ruta está en el menú del cobrador; la oficina la abre sin tenerla en el menú', () => {
    const miRuta = pantallaDeRuta('/mi-ruta')!;
    for (const rol of ROLES) {
      const enMenu = menuPara(rol).some(({ pantallas }) => pantallas.some((p) => p.ruta === '/mi-ruta'));
      expect([rol, enMenu, puedeAbrir(miRuta, rol)]).toEqual([rol, rol === 'cobrador', true]);
    }
  });
});
