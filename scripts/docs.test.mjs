// The handbook keeps its shape (docs/README.md, «Reglas de la documentación»): scripts/lib/revisar-docs.mjs.
/* global describe, it, expect -- jest */
import path from 'node:path';
import { enlacesRelativos, motivoTituloFechado, revisarDocs } from './lib/revisar-docs.mjs';

const RAIZ = path.resolve(__dirname, '..');

describe('docs/', () => {
  it('ningún documento pasa de 600 líneas, ningún título dice cuándo, ningún enlace ni ruta a docs/ está roto', () => {
    const problemas = revisarDocs(RAIZ);
    if (problemas.length > 0) {
      throw new Error(`La documentación no cumple sus reglas (docs/README.md):\n  ${problemas.join('\n  ')}`);
    }
  });
});

describe('títulos fechados', () => {
  it.each([
    ['Medidas del 23/11/2026', 'nombra una fecha'],
    ['Corrida del 24 de noviembre', 'nombra una fecha'],
    ['Sesión 17: scripts', 'nombra una sesión de trabajo'],
    ['Lo que cambió en esta sesión', 'nombra una sesión de trabajo'],
    ['Rendimiento de la API, segunda vuelta', 'nombra una corrida, ronda o vuelta'],
    ['Decimotercera medida', 'lleva un ordinal (segunda, tercera, 3.ª…)'],
    ['La 3.ª prueba', 'lleva un ordinal (segunda, tercera, 3.ª…)'],
  ])('«%s» %s', (titulo, motivo) => {
    expect(motivoTituloFechado(titulo)).toBe(motivo);
  });

  it.each([
    'Sesiones en el servidor',
    'Un cierre de sesión que revoca el token',
    'El remoto de la primera pantalla, adelantado',
    'Cada petición, una ida y vuelta menos',
    'Libro de préstamos (`npm run bench:libro`)',
  ])('«%s» nombra un tema', (titulo) => {
    expect(motivoTituloFechado(titulo)).toBeNull();
  });
});

describe('enlaces relativos', () => {
  it('toma los destinos relativos y deja las URL, las anclas y el código', () => {
    expect(
      enlacesRelativos(
        'Ver [el libro](libro.md#identidades), [la API](https://x.test/a), [arriba](#tabla) y `[no](nada.md)`.',
      ),
    ).toEqual(['libro.md#identidades']);
    expect(enlacesRelativos('[registro]: decisiones/respaldos.md')).toEqual(['decisiones/respaldos.md']);
  });
});
