// Independent deployment with a component the shell does not share: a remote built like the portal's
// (e2e/fixtures/remoto-con-transfer, configurarRemoto) renders antd's Transfer, which is not in
// packages/plataforma/antd-compartido.ts. Its build bundles its own copy of Transfer (and of the Button and Checkbox
// Transfer imports by relative paths) with Transfer's own sheet; antd's core (NUCLEO_ANTD: ConfigProvider's contexts,
// the theme's tokens, the locale, the CSS-in-JS cache) comes from the shell. Deployed in place of mfe-avanzados
// (remotes.json points mfe_avanzados at it; nothing of the portal is rebuilt), it must draw in the portal's colours
// and speak Spanish, not antd's blue and English (docs/decisiones/capa-de-rendimiento-del-portal.md).
import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { TEMA } from '../../packages/plataforma/src/tema';
import { CUENTAS, RAIZ } from '../support/entorno';
import { erroresDeLaPagina } from '../support/errores-de-pagina';
import { entrarEnPantalla, esperarVisible, prueba } from '../support/navegador';
import { construirConRsbuild } from '../support/construir';

const FIXTURE = path.join(RAIZ, 'e2e', 'fixtures', 'remoto-con-transfer');
// Under .data/: outside git, lint and the build's inputs.
const CONSTRUIDO = path.join(RAIZ, '.data', 'e2e-remoto-con-transfer');
/** Where the page asks for it, as a deployment would serve it beside the other remotes. */
const PREFIJO = '/mf/remoto-con-transfer/';

/** '#1f6f5c' → 'rgb(31, 111, 92)', as getComputedStyle writes a colour. */
function rgb(hex: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return `(no es un color #rrggbb: '${hex}')`;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
/** antd's own primary, what a component outside the portal's theme would show. */
const AZUL_DE_ANTD = 'rgb(22, 119, 255)';

/**
 * The background colour an element settles on: antd eases colours in with transitions of its own, so it is read until
 * it is `esperado` or 3 s have passed.
 */
function fondoFinal(elemento: Locator, esperado: string): Promise<string> {
  return elemento.evaluate(
    (nodo, color) =>
      new Promise<string>((resolver) => {
        const limite = performance.now() + 3000;
        const mirar = () => {
          const actual = getComputedStyle(nodo).backgroundColor;
          if (actual === color || performance.now() > limite) resolver(actual);
          else requestAnimationFrame(mirar);
        };
        mirar();
      }),
    esperado,
  );
}

/** A real production build of the fixture (rsbuild, configurarRemoto) into CONSTRUIDO. */
function construir(): Promise<void> {
  return construirConRsbuild('del remoto de prueba', FIXTURE, CONSTRUIDO);
}

beforeAll(() => construir(), 300_000);

describe('un remoto con un componente de antd que el shell no comparte', () => {
  prueba(
    'se despliega sin reconstruir el portal y su Transfer sale con el color del tema, en español, con su hoja y sin hojas de antd en la página',
    async ({ page }) => {
      const errores = erroresDeLaPagina(page);
      // The deployment: remotes.json sends mfe_avanzados to the new build, served from its folder.
      await page.route('**/remotes.json', async (ruta) => {
        const remotos = (await (await ruta.fetch()).json()) as Record<string, string>;
        await ruta.fulfill({ json: { ...remotos, mfe_avanzados: `${PREFIJO}mf-manifest.json` } });
      });
      await page.route(`**${PREFIJO}**`, (ruta) => {
        const archivo = path.join(CONSTRUIDO, new URL(ruta.request().url()).pathname.slice(PREFIJO.length));
        return fs.existsSync(archivo) ? ruta.fulfill({ path: archivo }) : ruta.fulfill({ status: 404 });
      });

      await entrarEnPantalla(page, CUENTAS.admin, '/configuracion', 'Cuentas de caja');
      const transfer = page.locator('.ant-transfer');
      await esperarVisible(transfer, 'el Transfer del remoto');

      // Spanish (es_ES of the shell's ConfigProvider): the search boxes and the count of each list.
      const textos = await transfer.evaluate((elemento) => ({
        busqueda: [...elemento.querySelectorAll('input[placeholder]')].map((campo) =>
          campo.getAttribute('placeholder'),
        ),
        cuentas: [...elemento.querySelectorAll('.ant-transfer-list-header-selected')].map(
          (c) => c.textContent,
        ),
      }));
      expect(textos).toEqual({
        busqueda: ['Buscar aquí', 'Buscar aquí'],
        cuentas: ['3 elementos', '0 elemento'],
      });

      // Transfer's own sheet came with the remote: its two lists are bordered boxes side by side, not stacked text.
      const [caja, lista] = await transfer.evaluate((elemento) => {
        const seccion = elemento.querySelector('.ant-transfer-section');
        return [
          getComputedStyle(elemento).display,
          seccion
            ? `${getComputedStyle(seccion).display} ${getComputedStyle(seccion).borderTopStyle}`
            : 'sin lista',
        ];
      });
      expect({ caja, lista }).toEqual({ caja: 'flex', lista: 'flex solid' });

      // The theme: pick an account and the button that moves it lights up in the portal's primary colour.
      await transfer.getByText('Caja general', { exact: true }).click();
      const mover = transfer.locator('.ant-transfer-actions button:not([disabled])');
      await esperarVisible(mover, 'el botón que pasa la cuenta elegida a la otra lista');
      // The pointer leaves the list, so neither the row nor the button shows its hover colour.
      await page.mouse.move(0, 0);
      const primario = rgb(TEMA.token.colorPrimary);
      const fondo = await fondoFinal(mover.first(), primario);
      expect({ fondo }).toEqual({ fondo: primario });
      expect(fondo).not.toBe(AZUL_DE_ANTD);
      // The chosen row takes the theme's light primary (Transfer's own sheet, the portal's tokens).
      const elegida = transfer.locator('.ant-transfer-list-content-item-checked');
      const fondoDelTema = await elegida.evaluate((fila) =>
        getComputedStyle(fila).getPropertyValue('--ant-control-item-bg-active').trim(),
      );
      const filaElegida = await fondoFinal(elegida, rgb(fondoDelTema));
      expect({ filaElegida }).toEqual({ filaElegida: rgb(fondoDelTema) });

      // How: the shell shares no Transfer (this is the remote's own copy); antd's core is the shell's, and the remote
      // uses it.
      const federacion = await page.evaluate(() => {
        interface Version {
          from: string;
          useIn?: string[];
        }
        interface Instancia {
          name: string;
          shareScopeMap: Record<string, Record<string, Record<string, Version>>>;
        }
        const { __INSTANCES__ } = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instancia[] } })
          .__FEDERATION__;
        const alcance =
          __INSTANCES__.find((instancia) => instancia.name === 'shell')?.shareScopeMap.default ?? {};
        const uso = (clave: string) =>
          Object.values(alcance[clave] ?? {}).map((version) => ({
            desde: version.from,
            usadoEn: version.useIn ?? [],
          }));
        return {
          transfer: Object.keys(alcance).filter((clave) => clave.includes('transfer')),
          configuracion: uso('antd/es/config-provider/context'),
          tema: uso('antd/es/theme/context'),
          idioma: uso('antd/es/locale/context'),
        };
      });
      expect(federacion.transfer).toEqual([]);
      for (const nucleo of [federacion.configuracion, federacion.tema, federacion.idioma]) {
        expect(nucleo).toEqual([
          { desde: 'shell', usadoEn: expect.arrayContaining(['shell', 'mfe_avanzados']) },
        ]);
      }

      // One CSS-in-JS engine state (the shell's): nothing of antd was written into the page's <head>.
      expect(await page.locator('style[data-css-hash], style[data-token-hash]').count()).toBe(0);
      expect(errores.filter((texto) => /hook|react|antd|Federation/i.test(texto))).toEqual([]);
    },
  );
});
