import { ROLES } from '@cartera/dominio';
import { menuPara, PANTALLAS, REMOTO_POR_SEGMENTO, remotoDeRuta } from './pantallas';

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
});
